import { PlusOutlined } from '@ant-design/icons';
import { INBOUND_STATUS_TABS, type InboundListItem, inbound } from '@portal/contract';
import { Button, Card, Flex } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ColumnPicker } from '../../../shared/list/column-picker';
import { ListScreenTable } from '../../../shared/list/list-screen-table';
import { StatusTabs } from '../../../shared/list/status-tabs';
import { useListColumns } from '../../../shared/list/use-list-columns';
import { useListScreen } from '../../../shared/list/use-list-screen';
import { Allowed } from '../../../shared/session/allowed';
import { INBOUND_CREATE_PATH } from '../inbound-paths';
import { useInboundCommands } from '../shared/use-inbound-commands';
import { InboundFilters } from './inbound-filters';
import { INBOUND_LIST } from './inbound-list';
import { type InboundRowHandlers, useInboundColumns } from './use-inbound-columns';

/** The inbound bookings (/inbound/list): status tabs with counts, filters in the address, row actions by status. */
export default function InboundListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useListScreen(INBOUND_LIST);
  const commands = useInboundCommands();
  const handlers = useMemo<InboundRowHandlers>(
    () => ({
      onSubmit: (row) => void commands.confirmSubmit(row),
      onWithdraw: (row) => void commands.confirmWithdraw(row),
      onDelete: (row) => void commands.confirmDelete(row),
    }),
    [commands],
  );
  const columns = useListColumns(INBOUND_LIST.id, useInboundColumns(handlers));

  return (
    <Card>
      <InboundFilters screen={list} />
      <StatusTabs
        screen={list}
        tabs={INBOUND_STATUS_TABS}
        tabName={(tab) => t(`inbound.status.${tab}`)}
        count={inbound.getStatusCount}
        countQuery={list.filters}
        label={t('inbound.list.statusTabs')}
        testId="inbound-status"
      />
      <Flex justify="space-between" gap={8} wrap style={{ marginBottom: 12 }}>
        <Allowed operation={inbound.saveDraft}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(INBOUND_CREATE_PATH)}>
            {t('inbound.list.create')}
          </Button>
        </Allowed>
        {/* At the right end, also when Create is not offered. */}
        <div style={{ marginLeft: 'auto' }}>
          <ColumnPicker columns={columns} />
        </div>
      </Flex>
      <ListScreenTable<InboundListItem>
        screen={list}
        columns={columns}
        rowKey="id"
        rowName={(row) => t('inbound.list.rowName', { no: row.receiving_no })}
      />
    </Card>
  );
}
