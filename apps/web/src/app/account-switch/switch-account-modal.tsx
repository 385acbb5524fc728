import type { CurrentUser } from '@portal/contract';
import { Button, Flex, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const WRAP = { whiteSpace: 'normal', height: 'auto', minHeight: 32, overflowWrap: 'anywhere' } as const;

function accountLabel(user: CurrentUser): string {
  return user.name && user.name !== user.email ? `${user.name} (${user.email})` : user.email;
}

/** Asks before a link replaces the session of another account, naming both. */
export function SwitchAccountModal({
  current,
  next,
  onChoose,
}: {
  current: CurrentUser;
  next: CurrentUser;
  onChoose: (switchAccount: boolean) => void;
}) {
  const { t } = useTranslation();
  const names = { current: accountLabel(current), next: accountLabel(next) };
  return (
    <Modal
      open
      title={t('auth.switchAccount.title')}
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={
        // Stacked and wrapping: the buttons name accounts by email, which can be long on a phone.
        <Flex vertical gap={8}>
          <Button type="primary" block style={WRAP} onClick={() => onChoose(true)}>
            {t('auth.switchAccount.switch', names)}
          </Button>
          <Button block style={WRAP} onClick={() => onChoose(false)}>
            {t('auth.switchAccount.stay', names)}
          </Button>
        </Flex>
      }
    >
      <Typography.Paragraph data-testid="switch-account-current">
        {t('auth.switchAccount.current', names)}
      </Typography.Paragraph>
      <Typography.Paragraph data-testid="switch-account-next">
        {t('auth.switchAccount.next', names)}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('auth.switchAccount.warning')}</Typography.Paragraph>
    </Modal>
  );
}
