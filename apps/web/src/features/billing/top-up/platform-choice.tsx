import { Radio } from 'antd';
import { usePlatformName } from './platform-name';

interface PlatformChoiceProps {
  id?: string;
  value?: string;
  onChange?: (platform: string) => void;
  /** The channels offered: code and the name staff gave it. */
  platforms: [code: string, name: string][];
  label: string;
  'aria-required'?: boolean | 'true' | 'false';
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
}

/**
 * The platforms as buttons. antd's Radio.Group has no role, so a required Form.Item's `aria-required`
 * would land where ARIA forbids it: the group around it takes the role, the name and the field's state.
 */
export function PlatformChoice({ id, value, onChange, platforms, label, ...aria }: PlatformChoiceProps) {
  const platformName = usePlatformName();
  return (
    <div id={id} role="radiogroup" aria-label={label} {...aria}>
      <Radio.Group
        optionType="button"
        value={value}
        onChange={(event) => onChange?.(String(event.target.value))}
        options={platforms.map(([code, name]) => ({ value: code, label: platformName(code, name) }))}
      />
    </div>
  );
}
