import { PlusOutlined } from '@ant-design/icons';
import { WEBHOOK_ENDPOINT_MAX, type WebhookEndpoint, webhook } from '@portal/contract';
import { Button, Flex, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../shared/api/use-operation';
import { ListTable } from '../../shared/list/list-table';
import { useListColumns } from '../../shared/list/use-list-columns';
import { useMay } from '../../shared/session/use-may';
import { OneTimeSecret } from './one-time-secret';
import { SecretDialog } from './secret-dialog';
import { useWebhookColumns } from './use-webhook-columns';
import { WebhookDeliveriesDrawer } from './webhook-deliveries-drawer';
import { WebhookDialog } from './webhook-dialog';
import { webhookSecretTexts } from './webhook-secret-texts';

/**
 * The merchant's webhook endpoints (at most WEBHOOK_ENDPOINT_MAX, one page): Add and Edit in a dialog,
 * the signing secret shown once after Add and Rotate, Delete, and each endpoint's deliveries in a drawer.
 */
export function WebhooksSection() {
  const { t } = useTranslation();
  const may = useMay();
  const endpoints = useOperationQuery(webhook.list);
  const [dialog, setDialog] = useState<{ editing: WebhookEndpoint | null } | null>(null);
  const [watching, setWatching] = useState<WebhookEndpoint | null>(null);
  const [rotated, setRotated] = useState<{ url: string; secret: string } | null>(null);
  const onEdit = useCallback((row: WebhookEndpoint) => setDialog({ editing: row }), []);
  const onRotated = useCallback((url: string, secret: string) => setRotated({ url, secret }), []);
  const columns = useListColumns(
    'plugins.webhooks',
    useWebhookColumns({ onEdit, onDeliveries: setWatching, onRotated }),
  );
  // The list reply has no total: all endpoints come at once.
  const data = useMemo(
    () => endpoints.data && { list: endpoints.data.list, total: endpoints.data.list.length },
    [endpoints.data],
  );
  return (
    <section aria-labelledby="webhooks-title">
      <Typography.Title level={4} id="webhooks-title" style={{ marginTop: 0 }}>
        {t('plugins.webhooks.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('plugins.webhooks.intro', { max: WEBHOOK_ENDPOINT_MAX })}
      </Typography.Paragraph>
      <Flex justify="flex-start" style={{ marginBottom: 12 }}>
        {may(webhook.create) ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ editing: null })}>
            {t('plugins.webhooks.create')}
          </Button>
        ) : null}
      </Flex>
      <ListTable<WebhookEndpoint>
        columns={columns.visible}
        rowKey="id"
        data={data}
        loading={endpoints.isPending}
        onePage
        rowName={(row) => row.url}
      />
      <WebhookDialog open={dialog !== null} editing={dialog?.editing ?? null} onClose={() => setDialog(null)} />
      <WebhookDeliveriesDrawer endpoint={watching} onClose={() => setWatching(null)} />
      <SecretDialog
        open={rotated !== null}
        onClose={() => setRotated(null)}
        doneText={t('plugins.webhooks.done')}
        revealed={
          rotated && {
            title: t('plugins.webhooks.rotatedTitle'),
            body: (
              <OneTimeSecret
                secret={rotated.secret}
                testId="webhook-secret"
                texts={webhookSecretTexts(t, rotated.url)}
              />
            ),
          }
        }
      />
    </section>
  );
}
