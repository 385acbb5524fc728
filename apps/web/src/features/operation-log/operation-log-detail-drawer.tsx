import { operationLog } from '@portal/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { Descriptions, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../shared/api/use-operation';
import { FocusReturnDrawer } from '../../shared/focus/focus-return-drawer';
import { formatUtcDateTime } from '../../shared/format/date-time';
import { AccountKind, OperationResult } from './operation-log-cells';
import { ParametersBlock } from './parameters-block';

interface OperationLogDetailDrawerProps {
  id: number | null;
  onClose: () => void;
}

/** One entry: every field of the row, the operation's id, the parameters (secrets masked) and the user agent. */
export function OperationLogDetailDrawer({ id, onClose }: OperationLogDetailDrawerProps) {
  const { t } = useTranslation();
  // While the drawer slides shut (no id any more) it keeps showing the entry it showed, not a skeleton.
  const detail = useOperationQuery(
    operationLog.getDetail,
    { id: id ?? 0 },
    { enabled: id !== null, placeholderData: keepPreviousData },
  );
  const entry = detail.data && (id === null || detail.data.id === id) ? detail.data : undefined;
  return (
    <FocusReturnDrawer
      open={id !== null}
      onClose={onClose}
      // Full width on a phone, where 640 px would run off the screen.
      width="min(640px, 100vw)"
      title={t('operationLog.detailTitle')}
      data-testid="operation-log-detail"
      // Closed, nothing of it stays in the page (a skeleton left there would read as a screen still loading).
      destroyOnHidden
    >
      {!entry ? (
        <Skeleton active />
      ) : (
        <Descriptions
          bordered
          size="small"
          column={1}
          styles={{ label: { width: 140 } }}
          items={[
            {
              key: 'created_at',
              label: t('operationLog.fields.created_at'),
              children: formatUtcDateTime(entry.created_at),
            },
            { key: 'account', label: t('operationLog.fields.account'), children: entry.account_name || '-' },
            {
              key: 'account_email',
              label: t('operationLog.fields.account_email'),
              children: entry.account_email || '-',
            },
            {
              key: 'account_kind',
              label: t('operationLog.fields.account_kind'),
              children: <AccountKind kind={entry.account_kind} />,
            },
            {
              key: 'source',
              label: t('operationLog.fields.source'),
              children: t(`operationLog.sources.${entry.source}`),
            },
            { key: 'menu', label: t('operationLog.fields.menu'), children: t(`operationLog.menus.${entry.menu}`) },
            { key: 'operation', label: t('operationLog.operation'), children: entry.operation },
            { key: 'method', label: t('operationLog.fields.method'), children: entry.method },
            {
              key: 'url',
              label: t('operationLog.fields.url'),
              children: <span style={{ wordBreak: 'break-all' }}>{entry.url}</span>,
            },
            { key: 'result', label: t('operationLog.fields.result'), children: <OperationResult entry={entry} /> },
            { key: 'duration_ms', label: t('operationLog.fields.duration_ms'), children: entry.duration_ms },
            { key: 'ip', label: t('operationLog.fields.ip'), children: entry.ip || '-' },
            { key: 'user_agent', label: t('operationLog.fields.user_agent'), children: entry.user_agent || '-' },
          ]}
        />
      )}
      {entry ? (
        <>
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('operationLog.fields.params')}
          </Typography.Title>
          <ParametersBlock params={entry.params} />
        </>
      ) : null}
    </FocusReturnDrawer>
  );
}
