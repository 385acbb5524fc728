import { CopyOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A new key, shown this once: the portal keeps only its hash, so the dialog says to copy it now and
 * offers a Copy button.
 */
export function ApiKeySecret({ name, secret }: { name: string; secret: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      void message.success(t('plugins.apiKeys.copied'));
    } catch {
      void message.error(t('plugins.apiKeys.copyFailed'));
    }
  };
  return (
    <Flex vertical gap={12}>
      <Alert type="warning" showIcon message={t('plugins.apiKeys.shownOnce', { name })} />
      <Typography.Text code data-testid="api-key-secret" style={{ wordBreak: 'break-all' }}>
        {secret}
      </Typography.Text>
      <Flex>
        <Button icon={<CopyOutlined />} onClick={() => void copy()}>
          {t('plugins.apiKeys.copy')}
        </Button>
      </Flex>
    </Flex>
  );
}
