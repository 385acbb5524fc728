import { type ApiKeyItem, apiKey } from '@portal/contract';
import { Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationMutation } from '../../shared/api/use-operation';
import { useConfirmedAction } from '../../shared/feedback/use-confirmed-action';
import { useFormatDateTime } from '../../shared/format/date-time';
import type { ListColumn } from '../../shared/list/list-columns';
import { rowActionsColumn } from '../../shared/list/row-actions';
import { useScopeWords } from './scope-words';

/**
 * Name, scopes, key start, created (when, by whom), last use and its address; Revoke after a confirmation.
 * Their widths add up to what a 1440 px window leaves beside the menu, so a desktop shows every column
 * without scrolling.
 */
export function useApiKeyColumns(): ListColumn<ApiKeyItem>[] {
  const { t } = useTranslation();
  const scopeWords = useScopeWords();
  const revoke = useOperationMutation(apiKey.revoke);
  const confirm = useConfirmedAction();
  const formatDateTime = useFormatDateTime();
  return useMemo<ListColumn<ApiKeyItem>[]>(
    () => [
      { key: 'name', dataIndex: 'name', title: t('plugins.apiKeys.fields.name'), width: 160, always: true },
      {
        key: 'scopes',
        title: t('plugins.apiKeys.fields.scopes'),
        width: 240,
        from: 'md',
        render: (_, row) => scopeWords(row.scopes),
      },
      {
        key: 'key_hint',
        title: t('plugins.apiKeys.fields.key_hint'),
        width: 110,
        from: 'lg',
        render: (_, row) => <Typography.Text code>{`${row.key_hint}…`}</Typography.Text>,
      },
      {
        key: 'created_at',
        title: t('plugins.apiKeys.fields.created_at'),
        width: 210,
        from: 'lg',
        render: (_, row) => `${formatDateTime(row.created_at)} · ${row.created_by}`,
      },
      {
        key: 'last_used_at',
        title: t('plugins.apiKeys.fields.last_used_at'),
        width: 170,
        from: 'md',
        render: (_, row) => (row.last_used_at ? formatDateTime(row.last_used_at) : t('plugins.apiKeys.neverUsed')),
      },
      {
        key: 'last_used_ip',
        dataIndex: 'last_used_ip',
        title: t('plugins.apiKeys.fields.last_used_ip'),
        width: 130,
        from: 'lg',
      },
      rowActionsColumn<ApiKeyItem>({
        title: t('listKit.operation'),
        width: 90,
        menuLabel: (row) => t('listKit.rowActions', { name: row.name }),
        actions: (row) => [
          {
            key: 'revoke',
            label: t('plugins.apiKeys.revoke'),
            danger: true,
            operation: apiKey.revoke,
            run: () =>
              void confirm({
                title: t('plugins.apiKeys.revokeTitle', { name: row.name }),
                content: t('plugins.apiKeys.revokeContent'),
                danger: true,
                okText: t('plugins.apiKeys.revoke'),
                run: () => revoke.mutateAsync({ body: { id: row.id } }),
                done: t('plugins.apiKeys.revoked', { name: row.name }),
              }),
          },
        ],
      }),
    ],
    [t, scopeWords, confirm, revoke.mutateAsync, formatDateTime],
  );
}
