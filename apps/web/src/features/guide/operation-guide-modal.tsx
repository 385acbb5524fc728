import { AppstoreOutlined, InboxOutlined, ShoppingCartOutlined, WalletOutlined } from '@ant-design/icons';
import { setting } from '@portal/contract';
import { Modal, Steps, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationMutation } from '../../shared/api/use-operation';
import { BusyButton } from '../../shared/forms/busy-button';
import { useCountdown } from '../../shared/hooks/use-countdown';

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
  // The countdown starts when the guide opens; counted from the clock, so a throttled tab still ends on time.
  const [until, setUntil] = useState(0);
  useEffect(() => {
    if (open) setUntil(Date.now() + GUIDE_COUNTDOWN_SECONDS * 1000);
  }, [open]);
  const remaining = useCountdown(until);
  const left = until === 0 ? GUIDE_COUNTDOWN_SECONDS : remaining;
  const report = useOperationMutation(setting.updateOperationGuide);
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
        <BusyButton type="primary" disabled={left > 0} busy={report.isPending} onClick={confirm}>
          {left > 0 ? t('guide.countdown', { seconds: left }) : t('guide.confirm')}
        </BusyButton>
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
