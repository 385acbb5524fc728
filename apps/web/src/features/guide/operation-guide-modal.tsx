import { AppstoreOutlined, InboxOutlined, ShoppingCartOutlined, WalletOutlined } from '@ant-design/icons';
import { setting, user } from '@portal/contract';
import { Button, Modal, Steps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOperationMutation } from '../../shared/api/use-operation';
import { useCountdown } from './use-countdown';

/** Spec section 9: the button waits this long, so the guide is at least glanced at. */
export const GUIDE_COUNTDOWN_SECONDS = 5;

const STEPS = [
  { key: 'sku', icon: <AppstoreOutlined /> },
  { key: 'inbound', icon: <InboxOutlined /> },
  { key: 'order', icon: <ShoppingCartOutlined /> },
  { key: 'topUp', icon: <WalletOutlined /> },
] as const;

/** The first-login operation guide; reading it is recorded on the account, so it shows only once. */
export function OperationGuideModal({ open, onRead }: { open: boolean; onRead: () => void }) {
  const { t } = useTranslation();
  const left = useCountdown(GUIDE_COUNTDOWN_SECONDS, open);
  const report = useOperationMutation(setting.updateOperationGuide, { invalidates: [user.getCurrentUser] });
  const confirm = () => report.mutate({ body: { is_read: 1, guide_type: 3 } }, { onSuccess: onRead });

  return (
    <Modal
      open={open}
      title={t('guide.title')}
      closable={false}
      maskClosable={false}
      keyboard={false}
      width={600}
      footer={
        <Button type="primary" disabled={left > 0} loading={report.isPending} onClick={confirm}>
          {left > 0 ? t('guide.countdown', { seconds: left }) : t('guide.confirm')}
        </Button>
      }
    >
      <Typography.Paragraph>{t('guide.intro')}</Typography.Paragraph>
      <Steps
        direction="vertical"
        size="small"
        items={STEPS.map((step) => ({
          status: 'process',
          icon: step.icon,
          title: t(`guide.steps.${step.key}.title`),
          description: t(`guide.steps.${step.key}.description`),
        }))}
      />
    </Modal>
  );
}
