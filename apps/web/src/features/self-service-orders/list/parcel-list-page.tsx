import { PlusOutlined } from '@ant-design/icons';
import { PARCEL_STATUS_TABS, selfServiceOrder } from '@portal/contract';
import { Button, Card } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BatchActionBar } from '../../../shared/list/batch-action-bar';
import { ColumnPicker } from '../../../shared/list/column-picker';
import { ListScreenTable } from '../../../shared/list/list-screen-table';
import { NotFoundNumbers } from '../../../shared/list/not-found-numbers';
import { currentTab, StatusTabs } from '../../../shared/list/status-tabs';
import { useListColumns } from '../../../shared/list/use-list-columns';
import { useListScreen } from '../../../shared/list/use-list-screen';
import { useCountries } from '../../../shared/reference/use-countries';
import { Allowed } from '../../../shared/session/allowed';
import { PARCEL_CREATE_PATH } from '../parcel-paths';
import { ParcelReasonDialog, type ParcelReasonRequest } from '../shared/parcel-reason-dialog';
import { useParcelCommands } from '../shared/use-parcel-commands';
import { ParcelFilters } from './parcel-filters';
import { ParcelImportExport } from './parcel-import-export';
import { PARCEL_LIST, parcelFiltersOf } from './parcel-list';
import { type ParcelRowHandlers, useParcelColumns } from './use-parcel-columns';

/**
 * The self-service parcel order list (/self-service-order): status tabs with counts, filters and a
 * batch search of numbers in the address, the numbers not found, row actions from each row's `can`.
 */
export default function ParcelListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useListScreen(PARCEL_LIST);
  const commands = useParcelCommands();
  const countries = useCountries();
  const [reason, setReason] = useState<ParcelReasonRequest | null>(null);
  const { printLabel } = commands;
  const handlers = useMemo<ParcelRowHandlers>(
    () => ({
      onCancel: (row) => setReason({ kind: 'cancel', parcel: row }),
      onPrintLabel: (row) => void printLabel(row.id),
    }),
    [printLabel],
  );
  const columns = useListColumns(PARCEL_LIST.id, useParcelColumns(handlers, countries.nameOf));

  return (
    <Card>
      <ParcelFilters screen={list} />
      <StatusTabs
        screen={list}
        tabs={PARCEL_STATUS_TABS}
        tabName={(tab) => t(`parcels.status.${tab}`)}
        count={selfServiceOrder.getParcelStatusCount}
        countQuery={parcelFiltersOf(list.filters)}
        label={t('parcels.list.statusTabs')}
        testId="parcel-status"
      />
      <NotFoundNumbers numbers={list.rows.data?.not_found} testId="parcel-nos-not-found" />
      <BatchActionBar
        selectedKeys={list.selection.selectedKeys}
        onClear={list.selection.clear}
        extra={<ColumnPicker columns={columns} />}
        actions={[]}
      >
        <Allowed operation={selfServiceOrder.saveParcel}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(PARCEL_CREATE_PATH)}>
            {t('parcels.actions.create')}
          </Button>
        </Allowed>
        <ParcelImportExport
          filters={{ ...parcelFiltersOf(list.filters), status: currentTab(PARCEL_STATUS_TABS, list) }}
          selectedKeys={list.selection.selectedKeys}
        />
      </BatchActionBar>
      <ListScreenTable<selfServiceOrder.ParcelListItem>
        screen={list}
        columns={columns}
        rowKey="id"
        rowName={(row) => t('parcels.list.rowName', { no: row.parcel_no })}
        selectable={false}
      />
      <ParcelReasonDialog request={reason} onClose={() => setReason(null)} />
    </Card>
  );
}
