import { Switch } from 'antd';
import { SettingRow } from './setting-row';

/** One on/off theme setting; the switch is named by its label for screen readers and tests. */
export function SwitchField(props: {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  disabled?: boolean;
}) {
  return (
    <SettingRow label={props.label}>
      <Switch
        aria-label={props.label}
        size="small"
        checked={props.checked}
        onChange={props.onChange}
        disabled={props.disabled}
      />
    </SettingRow>
  );
}
