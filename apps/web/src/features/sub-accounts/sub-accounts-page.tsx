import { PlusOutlined } from '@ant-design/icons';
import type { SubAccountItem } from '@portal/contract';
import { Button, Card, Flex } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnPicker } from '../../shared/list/column-picker';
import { ListScreenTable } from '../../shared/list/list-screen-table';
import { useListColumns } from '../../shared/list/use-list-columns';
import { useListScreen } from '../../shared/list/use-list-screen';
import { SubAccountDrawer } from './sub-account-drawer';
import { SubAccountFilters } from './sub-account-filters';
import { SUB_ACCOUNT_LIST } from './sub-account-list';
import { type SubAccountRowHandlers, useSubAccountColumns } from './use-sub-account-columns';
import { useSubAccountCommands } from './use-sub-account-commands';

/**
 * The main account's colleagues and suppliers (/settings/sub-account): filters in the address, add
 * or edit one in a drawer with its rights, and by its status disable, enable, resend an invitation,
 * mail a password reset, delete or withdraw.
 */
export default function SubAccountsPage() {
  const { t } = useTranslation();
  const list = useListScreen(SUB_ACCOUNT_LIST);
  const commands = useSubAccountCommands();
  const [editing, setEditing] = useState<SubAccountItem | 'new' | null>(null);
  const handlers = useMemo<SubAccountRowHandlers>(
    () => ({
      onEdit: setEditing,
      onToggle: (row) => void commands.toggle(row),
      onRemove: (row) => void commands.remove(row),
      onResend: (row) => void commands.resend(row),
      onResetPassword: (row) => void commands.resetPassword(row),
    }),
    [commands],
  );
  const columns = useListColumns(SUB_ACCOUNT_LIST.id, useSubAccountColumns(handlers));

  return (
    <Card>
      <SubAccountFilters screen={list} />
      <Flex justify="space-between" gap={8} wrap style={{ marginBottom: 12 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('subAccounts.add')}
        </Button>
        <ColumnPicker columns={columns} />
      </Flex>
      <ListScreenTable<SubAccountItem>
        screen={list}
        columns={columns}
        rowKey="id"
        selectable={false}
        rowName={(row) => row.email}
      />
      <SubAccountDrawer editing={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}
