import { PlusOutlined } from '@ant-design/icons';
import { type ApiKeyItem, apiKey, MAX_API_KEYS } from '@portal/contract';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../shared/api/use-operation';
import { ListTable } from '../../shared/list/list-table';
import { useListColumns } from '../../shared/list/use-list-columns';
import { useMay } from '../../shared/session/use-may';
import { CreateApiKeyDialog } from './create-api-key-dialog';
import { useApiKeyColumns } from './use-api-key-columns';

/** The merchant's named API keys: the list (at most MAX_API_KEYS, one page), Create and Revoke for who may manage them. */
export function ApiKeysSection() {
  const { t } = useTranslation();
  const may = useMay();
  const keys = useOperationQuery(apiKey.getList);
  const [creating, setCreating] = useState(false);
  // Each screen size shows the columns it has room for (a phone: the name and the row's menu).
  const columns = useListColumns('plugins.apiKeys', useApiKeyColumns());
  return (
    <section aria-labelledby="api-keys-title">
      <Typography.Title level={4} id="api-keys-title" style={{ marginTop: 0 }}>
        {t('plugins.apiKeys.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('plugins.apiKeys.intro', { max: MAX_API_KEYS })}</Typography.Paragraph>
      <Flex justify="flex-start" style={{ marginBottom: 12 }}>
        {may(apiKey.create) ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t('plugins.apiKeys.create')}
          </Button>
        ) : null}
      </Flex>
      <ListTable<ApiKeyItem>
        columns={columns.visible}
        rowKey="id"
        data={keys.data}
        loading={keys.isPending}
        onePage
        rowName={(row) => row.name}
      />
      <CreateApiKeyDialog open={creating} onClose={() => setCreating(false)} />
    </section>
  );
}
