import { SaveOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Card, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../shared/forms/busy-button';

interface ParcelFormActionsProps {
  save: { saving: boolean; submitting: boolean; busy: boolean };
  onSave(): void;
  onSubmit(): void;
  /** Leaves the form's tab (asking first about unsaved changes). */
  onLeave(): void;
}

/** Save draft (holds nothing), Pre-advise (saves and holds the estimate on the wallet), and Back. */
export function ParcelFormActions({ save, onSave, onSubmit, onLeave }: ParcelFormActionsProps) {
  const { t } = useTranslation();
  return (
    <Card size="small">
      <Space wrap>
        <BusyButton icon={<SaveOutlined />} busy={save.saving} disabled={save.busy} onClick={onSave}>
          {t('parcelForm.actions.save')}
        </BusyButton>
        <BusyButton
          type="primary"
          icon={<SendOutlined />}
          busy={save.submitting}
          disabled={save.busy}
          onClick={onSubmit}
        >
          {t('parcelForm.actions.submit')}
        </BusyButton>
        <Button onClick={onLeave} disabled={save.busy}>
          {t('parcelForm.actions.leave')}
        </Button>
      </Space>
    </Card>
  );
}
