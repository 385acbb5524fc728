import { warningEmail } from '@portal/contract';
import { Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WarningEmailKind } from './warning-email-values';

interface KindsCheckboxesProps {
  /** The group's name: which address these alerts go to. */
  label: string;
  value?: WarningEmailKind[];
  onChange?(value: WarningEmailKind[]): void;
  id?: string;
  disabled?: boolean;
  'aria-describedby'?: string;
}

/**
 * The kinds of alert one address receives, a box each, as a form field. antd's group has no role:
 * a fieldset around it is the group and carries its name. Form.Item's `aria-required` and
 * `aria-invalid` are left off, as ARIA does not allow them on a group; the message under the field
 * stays tied to it by `aria-describedby`.
 */
export function KindsCheckboxes({ label, value, onChange, id, disabled, ...aria }: KindsCheckboxesProps) {
  const { t } = useTranslation();
  return (
    <fieldset
      id={id}
      aria-label={label}
      aria-describedby={aria['aria-describedby']}
      style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
    >
      <Checkbox.Group<WarningEmailKind>
        // Two columns where they fit, one on a phone.
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 250px), 1fr))',
          gap: '4px 16px',
        }}
        value={value}
        onChange={(kinds) => onChange?.(kinds)}
        disabled={disabled}
        options={warningEmail.WARNING_EMAIL_TYPES.map((kind) => ({
          value: kind,
          label: t(`warningEmail.kinds.${kind}`),
        }))}
      />
    </fieldset>
  );
}
