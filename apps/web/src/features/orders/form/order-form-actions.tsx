import { ArrowLeftOutlined, ArrowRightOutlined, SaveOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Card, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../shared/forms/busy-button';
import type { OrderStep } from './step-fields';

interface OrderFormActionsProps {
  step: OrderStep;
  save: { saving: boolean; shipping: boolean; busy: boolean };
  onNext(): void;
  onBack(): void;
  onSave(): void;
  onShip(): void;
  /** Leaves the form's tab (asking first about unsaved changes). */
  onLeave(): void;
}

/** Next step on the first step; Back, Save and Ship the order on the second (spec 2). */
export function OrderFormActions({ step, save, onNext, onBack, onSave, onShip, onLeave }: OrderFormActionsProps) {
  const { t } = useTranslation();
  return (
    <Card size="small">
      <Space wrap>
        {step === 'draft' ? (
          <>
            <Button type="primary" icon={<ArrowRightOutlined />} iconPosition="end" onClick={onNext}>
              {t('orderForm.actions.next')}
            </Button>
            <Button onClick={onLeave}>{t('orderForm.actions.leave')}</Button>
          </>
        ) : (
          <>
            <Button icon={<ArrowLeftOutlined />} onClick={onBack} disabled={save.busy}>
              {t('orderForm.actions.back')}
            </Button>
            <BusyButton icon={<SaveOutlined />} busy={save.saving} disabled={save.busy} onClick={onSave}>
              {t('orderForm.actions.save')}
            </BusyButton>
            <BusyButton
              type="primary"
              icon={<SendOutlined />}
              busy={save.shipping}
              disabled={save.busy}
              onClick={onShip}
            >
              {t('orderForm.actions.ship')}
            </BusyButton>
          </>
        )}
      </Space>
    </Card>
  );
}
