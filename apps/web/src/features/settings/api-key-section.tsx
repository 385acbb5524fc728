import { CopyOutlined, KeyOutlined } from '@ant-design/icons';
import { setting } from '@portal/contract';
import { App, Button, Form, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOperationMutation } from '../../shared/api/use-operation';
import { BusyButton } from '../../shared/forms/busy-button';

interface ApiKeySectionProps {
  apikey: string;
  /** Only the main account may generate a key (the server refuses sub-accounts too). */
  isMain: boolean;
}

/** The merchant's API key: shown, copied, and generated or replaced on demand. */
export function ApiKeySection({ apikey, isMain }: ApiKeySectionProps) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const generate = useOperationMutation(setting.generateCustomerApiKey);

  const run = async () => {
    await generate.mutateAsync(undefined);
    void message.success(t('settings.drawer.generated'));
  };
  const onGenerate = () => {
    if (!apikey) {
      void run().catch(() => undefined);
      return;
    }
    // Replacing a key breaks every integration that still uses the old one.
    modal.confirm({
      title: t('settings.drawer.replaceTitle'),
      content: t('settings.drawer.replaceContent'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: () => run().catch(() => undefined),
    });
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(apikey);
      void message.success(t('common.copySuccess'));
    } catch {
      void message.error(t('common.copyFailed'));
    }
  };

  return (
    <Form.Item label={t('settings.drawer.apiKey')} extra={t('settings.drawer.apiKeyHelp')}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space.Compact style={{ width: '100%' }}>
          <Input
            readOnly
            value={apikey}
            placeholder={t('settings.drawer.noApiKey')}
            aria-label={t('settings.drawer.apiKey')}
            data-testid="api-key"
          />
          <Button icon={<CopyOutlined />} disabled={!apikey} onClick={() => void copy()}>
            {t('settings.drawer.copy')}
          </Button>
        </Space.Compact>
        {isMain ? (
          <BusyButton icon={<KeyOutlined />} busy={generate.isPending} onClick={onGenerate}>
            {apikey ? t('settings.drawer.regenerate') : t('settings.drawer.generate')}
          </BusyButton>
        ) : (
          <Typography.Text type="secondary">{t('settings.drawer.mainOnly')}</Typography.Text>
        )}
      </Space>
    </Form.Item>
  );
}
