import { CopyOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex, Typography } from 'antd';

export interface OneTimeSecretTexts {
  /** Why to copy it now ("shown only this once"). */
  warning: string;
  copy: string;
  copied: string;
  copyFailed: string;
}

/**
 * A secret shown this once (a new API key, a webhook signing secret): the portal keeps only its hash
 * or will not show it again, so a warning says to copy it now and a Copy button does.
 */
export function OneTimeSecret({
  secret,
  texts,
  testId,
}: {
  secret: string;
  texts: OneTimeSecretTexts;
  testId: string;
}) {
  const { message } = App.useApp();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      void message.success(texts.copied);
    } catch {
      void message.error(texts.copyFailed);
    }
  };
  return (
    <Flex vertical gap={12}>
      <Alert type="warning" showIcon message={texts.warning} />
      <Typography.Text code data-testid={testId} style={{ wordBreak: 'break-all' }}>
        {secret}
      </Typography.Text>
      <Flex>
        <Button icon={<CopyOutlined />} onClick={() => void copy()}>
          {texts.copy}
        </Button>
      </Flex>
    </Flex>
  );
}
