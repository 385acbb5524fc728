import { setting } from '@portal/contract';
import { App, Form, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationMutation } from '../../shared/api/use-operation';

/**
 * Saved as soon as it is flipped; the switch follows the server's answer, showing the value being
 * saved meanwhile. Not antd's `loading`: it disables the switch, which drops a keyboard user's
 * focus out of the drawer onto the page. The setting is the merchant's: a sub-account sees it but
 * cannot flip it (the server refuses it too).
 */
export function TrueTrackingSwitch({ value, isMain }: { value: 0 | 1; isMain: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const change = useOperationMutation(setting.changeShowTrueTrackingNumber);
  const [saving, setSaving] = useState<boolean | null>(null);
  const onChange = (checked: boolean) => {
    setSaving(checked);
    change.mutate(
      { body: { show_true_tracking_number: checked ? 1 : 0 } },
      {
        onSuccess: () => void message.success(t('settings.drawer.saved')),
        onSettled: () => setSaving(null),
      },
    );
  };

  return (
    <Form.Item
      label={t('settings.drawer.trueTracking')}
      extra={isMain ? t('settings.drawer.trueTrackingHelp') : t('settings.drawer.trueTrackingMainOnly')}
    >
      <Switch
        checked={saving ?? value === 1}
        disabled={!isMain}
        aria-busy={change.isPending}
        onChange={onChange}
        aria-label={t('settings.drawer.trueTracking')}
      />
    </Form.Item>
  );
}
