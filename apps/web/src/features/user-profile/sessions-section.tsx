import { type AccountSession, setting } from '@portal/contract';
import { App, Flex, Form, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOperationMutation, useOperationQuery } from '../../shared/api/use-operation';
import { useFormatDateTime } from '../../shared/format/date-time';
import { BusyButton } from '../../shared/forms/busy-button';

/** One session: device, address, when it signed in and was last used; others can be ended. */
function SessionRow({ session, onEnd, ending }: { session: AccountSession; onEnd: () => void; ending: boolean }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  return (
    <Flex
      justify="space-between"
      align="center"
      gap={12}
      data-testid="session-row"
      style={{ padding: '10px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}
    >
      <div style={{ minWidth: 0 }}>
        <Typography.Text strong>{session.device || t('settings.sessions.unknownDevice')}</Typography.Text>
        {session.current ? (
          <Tag color="green" style={{ marginInlineStart: 8 }}>
            {t('settings.sessions.current')}
          </Tag>
        ) : null}
        <div>
          <Typography.Text type="secondary">
            {t('settings.sessions.address', { ip: session.ip || '-' })}
            {' · '}
            {t('settings.sessions.lastSeen', { time: formatDateTime(session.last_seen_at) })}
          </Typography.Text>
        </div>
        <Typography.Text type="secondary">
          {t('settings.sessions.signedIn', { time: formatDateTime(session.created_at) })}
        </Typography.Text>
      </div>
      {session.current ? null : (
        <BusyButton size="small" danger busy={ending} onClick={onEnd}>
          {t('settings.sessions.end')}
        </BusyButton>
      )}
    </Flex>
  );
}

function endingId(input: { body?: unknown } | undefined): unknown {
  const body = input?.body;
  return body && typeof body === 'object' && 'id' in body ? body.id : undefined;
}

/** The account's own signed-in sessions; the others can be ended one by one or all at once. */
export function SessionsSection() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const sessions = useOperationQuery(setting.getSessionList);
  const endOne = useOperationMutation(setting.endSession);
  const endOthers = useOperationMutation(setting.endOtherSessions);
  const others = (sessions.data ?? []).filter((s) => !s.current);

  const end = (session: AccountSession) =>
    endOne
      .mutateAsync({ body: { id: session.id } })
      .then(() => void message.success(t('settings.sessions.ended')))
      .catch(() => undefined);
  const confirmEndOthers = () =>
    modal.confirm({
      title: t('settings.sessions.endOthersTitle'),
      content: t('settings.sessions.endOthersContent', { count: others.length }),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: () =>
        endOthers
          .mutateAsync(undefined)
          .then(({ ended }) => void message.success(t('settings.sessions.endedOthers', { count: ended })))
          .catch(() => undefined),
    });

  return (
    <Form.Item label={t('settings.sessions.title')} extra={t('settings.sessions.help')}>
      {sessions.data ? (
        <div data-testid="session-list">
          {sessions.data.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              ending={endOne.isPending && endingId(endOne.variables) === session.id}
              onEnd={() => void end(session)}
            />
          ))}
          <BusyButton
            style={{ marginTop: 12 }}
            disabled={others.length === 0}
            busy={endOthers.isPending}
            onClick={confirmEndOthers}
          >
            {t('settings.sessions.endOthers')}
          </BusyButton>
        </div>
      ) : (
        <Skeleton active paragraph={{ rows: 2 }} loading={sessions.isPending} />
      )}
    </Form.Item>
  );
}
