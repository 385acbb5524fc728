import { Button, Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '../../shared/forms/form-select';
import { deviceTimeZone, timeZoneOptions } from './time-zones';

interface TimeZoneSelectProps {
  value?: string;
  onChange?(zone: string): void;
  id?: string;
}

/**
 * The zone times are shown in, searched by name or offset; where this device is elsewhere, one
 * click takes the device's zone.
 */
export function TimeZoneSelect({ value, onChange, id, ...aria }: TimeZoneSelectProps) {
  const { t } = useTranslation();
  const options = useMemo(() => {
    const known = timeZoneOptions();
    // A zone saved elsewhere that this browser lacks is still shown as it is.
    return value && !known.some((option) => option.value === value) ? [{ value, label: value }, ...known] : known;
  }, [value]);
  const device = deviceTimeZone();
  return (
    <Flex vertical gap={4}>
      <FormSelect<string>
        {...aria}
        id={id}
        value={value}
        onChange={(zone) => onChange?.(zone)}
        showSearch
        optionFilterProp="label"
        options={options}
      />
      {device && device !== value ? (
        <Typography.Text type="secondary">
          {t('userProfile.deviceZone', { zone: device })}{' '}
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onChange?.(device)}>
            {t('userProfile.useDeviceZone')}
          </Button>
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
