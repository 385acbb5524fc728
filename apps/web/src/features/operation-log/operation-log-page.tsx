import { type OperationLogItem, operationLog, type QueryOf } from '@portal/contract';
import { Card } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../shared/export/export-button';
import { ColumnPicker } from '../../shared/list/column-picker';
import { ListScreenTable } from '../../shared/list/list-screen-table';
import { useListColumns } from '../../shared/list/use-list-columns';
import { useListScreen } from '../../shared/list/use-list-screen';
import { useOpenedRecord } from '../../shared/list/use-opened-record';
import { OperationLogDetailDrawer } from './operation-log-detail-drawer';
import { OperationLogFilters } from './operation-log-filters';
import { OPERATION_LOG_LIST } from './operation-log-list';
import { rowNameOf, useOperationLogColumns } from './use-operation-log-columns';

/**
 * The operation log (/operation-log): the main account reads every entry of its merchant, a
 * sub-account its own. Filters and the opened entry (`?detail=`) in the address, export, an entry's
 * parameters and user agent in a drawer.
 */
export default function OperationLogPage() {
  const { t } = useTranslation();
  const list = useListScreen(OPERATION_LOG_LIST);
  const opened = useOpenedRecord();
  const { open } = opened;
  const show = useCallback((row: OperationLogItem) => open(row.id), [open]);
  const columns = useListColumns(OPERATION_LOG_LIST.id, useOperationLogColumns(show));
  return (
    <Card>
      <OperationLogFilters screen={list} />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'space-between', marginBottom: 12 }}>
        <ExportButton
          operation={operationLog.exportOperationLog}
          // The address was checked against the contract's filter schema (readListState).
          query={list.filters as QueryOf<typeof operationLog.exportOperationLog>}
          fileName="OperationLog"
        />
        <ColumnPicker columns={columns} />
      </div>
      <ListScreenTable<OperationLogItem>
        screen={list}
        columns={columns}
        rowKey="id"
        selectable={false}
        totalCap={operationLog.OPERATION_LOG_TOTAL_CAP}
        rowName={(row) => t('operationLog.rowName', rowNameOf(row))}
      />
      <OperationLogDetailDrawer id={opened.id} onClose={opened.close} />
    </Card>
  );
}
