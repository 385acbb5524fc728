import { Checkbox } from 'antd';

interface FlagCheckboxProps {
  value?: boolean;
  onChange?(value: boolean): void;
  label: string;
}

/** A tick box as a filter form's control: its value is the ticked state (a `flagFilter`). */
export function FlagCheckbox({ value, onChange, label }: FlagCheckboxProps) {
  return (
    <Checkbox checked={value === true} onChange={(event) => onChange?.(event.target.checked)}>
      {label}
    </Checkbox>
  );
}
