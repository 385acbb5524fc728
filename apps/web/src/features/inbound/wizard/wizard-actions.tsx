import { ArrowLeftOutlined, ArrowRightOutlined, SaveOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Card, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../shared/forms/busy-button';
import type { WizardStep } from './step-checks';

interface WizardActionsProps {
  step: WizardStep;
  /** The booking can still be saved and submitted (a draft, withdrawn, or new). */
  editable: boolean;
  save: { saving: boolean; submitting: boolean; busy: boolean };
  /** Steps 1–3 are being kept so step 4 can print (Next from step 3). */
  reserving: boolean;
  onNext(): void;
  onBack(): void;
  onSave(): void;
  onSubmit(): void;
  onLeave(): void;
}

/** Back and Next between the steps; Save (draft) and Submit shipment on every step of an editable booking. */
export function WizardActions({
  step,
  editable,
  save,
  reserving,
  onNext,
  onBack,
  onSave,
  onSubmit,
  onLeave,
}: WizardActionsProps) {
  const { t } = useTranslation();
  return (
    <Card size="small">
      <Space wrap>
        {step > 0 ? (
          <Button icon={<ArrowLeftOutlined />} onClick={onBack} disabled={save.busy}>
            {t('inbound.wizard.actions.back')}
          </Button>
        ) : null}
        {step < 4 ? (
          <BusyButton
            type="primary"
            icon={<ArrowRightOutlined />}
            iconPosition="end"
            busy={reserving}
            disabled={save.busy}
            onClick={onNext}
          >
            {t('inbound.wizard.actions.next')}
          </BusyButton>
        ) : null}
        {editable ? (
          <>
            <BusyButton
              icon={<SaveOutlined />}
              busy={save.saving}
              disabled={save.busy}
              onClick={onSave}
              data-testid="inbound-save"
            >
              {t('inbound.wizard.actions.saveDraft')}
            </BusyButton>
            {step === 4 ? (
              <BusyButton
                type="primary"
                icon={<SendOutlined />}
                busy={save.submitting}
                disabled={save.busy}
                onClick={onSubmit}
                data-testid="inbound-submit"
              >
                {t('inbound.wizard.actions.submit')}
              </BusyButton>
            ) : null}
          </>
        ) : null}
        <Button onClick={onLeave}>{t('inbound.wizard.actions.leave')}</Button>
      </Space>
    </Card>
  );
}
