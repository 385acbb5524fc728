import { type QueryOf, type TopUpItem, topUp } from '@portal/contract';
import { Card } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../shared/export/export-button';
import { ColumnPicker } from '../../../shared/list/column-picker';
import { ListScreenTable } from '../../../shared/list/list-screen-table';
import { useListColumns } from '../../../shared/list/use-list-columns';
import { useListScreen } from '../../../shared/list/use-list-screen';
import { useOpenedRecord } from '../../../shared/list/use-opened-record';
import { TopUpDetailDrawer } from './top-up-detail-drawer';
import { TopUpFilters } from './top-up-filters';
import { TOP_UP_LIST } from './top-up-list';
import { useTopUpColumns } from './use-top-up-columns';

/** Top-up records (/billing/top-up-records): filters and the opened record (`?detail=`) in the address, export, a record's detail in a drawer. */
export default function TopUpRecordsPage() {
  const { t } = useTranslation();
  const list = useListScreen(TOP_UP_LIST);
  const opened = useOpenedRecord();
  const { open } = opened;
  const show = useCallback((row: TopUpItem) => open(row.id), [open]);
  const columns = useListColumns(TOP_UP_LIST.id, useTopUpColumns(show));
  return (
    <Card>
      <TopUpFilters screen={list} />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'space-between', marginBottom: 12 }}>
        <ExportButton
          operation={topUp.exportTopUp}
          // The address was checked against the contract's filter schema (readListState).
          query={list.filters as QueryOf<typeof topUp.exportTopUp>}
          fileName="TopUp"
        />
        <ColumnPicker columns={columns} />
      </div>
      <ListScreenTable<TopUpItem>
        screen={list}
        columns={columns}
        rowKey="id"
        selectable={false}
        rowName={(row) => t('topUp.rowName', { no: row.top_up_no })}
      />
      <TopUpDetailDrawer id={opened.id} onClose={opened.close} />
    </Card>
  );
}
