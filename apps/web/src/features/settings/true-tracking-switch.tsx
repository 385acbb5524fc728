import { setting } from '@portal/contract';
import { App, Form, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOperationMutation } from '../../shared/api/use-operation';

/** Saved as soon as it is flipped; the switch follows the server's answer, not the click. */
export function TrueTrackingSwitch({ value }: { value: 0 | 1 }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const change = useOperationMutation(setting.changeShowTrueTrackingNumber, { invalidates: [setting.getSettingInfo] });
  const onChange = (checked: boolean) =>
    change.mutate(
      { body: { show_true_tracking_number: checked ? 1 : 0 } },
      { onSuccess: () => void message.success(t('settings.drawer.saved')) },
    );

  return (
    <Form.Item label={t('settings.drawer.trueTracking')} extra={t('settings.drawer.trueTrackingHelp')}>
      <Switch
        checked={value === 1}
        loading={change.isPending}
        onChange={onChange}
        aria-label={t('settings.drawer.trueTracking')}
      />
    </Form.Item>
  );
}
