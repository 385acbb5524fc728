import { DatePicker } from 'antd';
import type { RangePickerProps } from 'antd/es/date-picker';
import { useTranslation } from 'react-i18next';

/**
 * A list filter's date range: either end may stay empty ("from" or "to" alone); the filter form
 * gives it its value, change and id.
 */
export function DateRangeInput(props: RangePickerProps) {
  const { t } = useTranslation();
  return (
    <DatePicker.RangePicker
      allowEmpty={[true, true]}
      placeholder={[t('listKit.dateFrom'), t('listKit.dateTo')]}
      style={{ width: '100%' }}
      {...props}
    />
  );
}
