import { Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '../../shared/forms/form-select';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** The time an hour of today in UTC is in the browser's time zone, or null where the two agree. */
function localTimeOf(hour: number): string | null {
  const at = new Date();
  at.setUTCHours(hour, 0, 0, 0);
  const local = dayjs(at).format('HH:mm');
  return local === hourText(hour) ? null : local;
}

interface DigestHourSelectProps {
  value?: number;
  onChange?(hour: number): void;
  id?: string;
  disabled?: boolean;
}

/** The hour (UTC) the low-stock digest is mailed, 00:00 to 23:00, with the same time in the merchant's own zone. */
export function DigestHourSelect({ value, onChange, id, disabled, ...aria }: DigestHourSelectProps) {
  const { t } = useTranslation();
  const local = value === undefined ? null : localTimeOf(value);
  return (
    <Flex align="center" gap={12} wrap>
      <FormSelect<number>
        {...aria}
        id={id}
        value={value}
        onChange={(hour) => onChange?.(hour)}
        disabled={disabled}
        // Typing "22" finds 22:00.
        showSearch
        optionFilterProp="label"
        style={{ width: 120 }}
        options={HOURS.map((hour) => ({ value: hour, label: hourText(hour) }))}
      />
      {local ? (
        <Typography.Text type="secondary">{t('warningEmail.localTime', { time: local })}</Typography.Text>
      ) : null}
    </Flex>
  );
}
