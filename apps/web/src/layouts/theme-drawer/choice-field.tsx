import { Radio, Select } from 'antd';
import { SettingRow } from './setting-row';

interface ChoiceFieldProps<V extends string> {
  label: string;
  value: V;
  options: { value: V; label: string }[];
  onChange(value: V): void;
  /** A long list is a select; a short one is a row of buttons. */
  asSelect?: boolean;
  disabled?: boolean;
}

/** One theme setting with a fixed set of values. */
export function ChoiceField<V extends string>({
  label,
  value,
  options,
  onChange,
  asSelect,
  disabled,
}: ChoiceFieldProps<V>) {
  const pick = (next: unknown) => {
    const option = options.find((o) => o.value === next);
    if (option) onChange(option.value);
  };
  return (
    <SettingRow label={label} stacked={!asSelect}>
      {asSelect ? (
        <Select
          aria-label={label}
          value={value}
          options={options}
          onChange={pick}
          disabled={disabled}
          style={{ width: 150 }}
        />
      ) : (
        <Radio.Group
          aria-label={label}
          optionType="button"
          buttonStyle="solid"
          size="small"
          value={value}
          options={options}
          disabled={disabled}
          onChange={(event) => pick(event.target.value)}
        />
      )}
    </SettingRow>
  );
}
