import type { SerialNumber } from '@portal/contract';
import { Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../shared/format/date-time';
import type { ListColumn } from '../../shared/list/list-columns';

/** The record's fields the list shows as they are. */
type FieldKey = Exclude<keyof SerialNumber, 'id' | 'customer_id' | 'is_bind' | 'bind_time' | 'created_at'>;

/** The serial-number list's columns: a phone shows the serial number, SKU and binding; wider screens the rest. */
export function useSerialNumberColumns(): ListColumn<SerialNumber>[] {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  return useMemo<ListColumn<SerialNumber>[]>(() => {
    const text = (key: FieldKey, width: number, from?: ListColumn<SerialNumber>['from']): ListColumn<SerialNumber> => ({
      key,
      dataIndex: key,
      title: t(`serialNumbers.fields.${key}`),
      width,
      ...(from ? { from } : {}),
    });
    return [
      {
        ...text('serial_number', 180),
        fixed: 'left',
        always: true,
        compact: { width: 140 },
      } as ListColumn<SerialNumber>,
      text('alias', 130, 'lg'),
      text('sku', 130),
      text('barcode', 130, 'xl'),
      text('receiving_no', 130, 'lg'),
      text('box_number', 110, 'xl'),
      {
        key: 'is_bind',
        title: t('serialNumbers.fields.is_bind'),
        width: 100,
        render: (_, item) =>
          item.is_bind ? (
            <Tag color="green">{t('serialNumbers.status.bound')}</Tag>
          ) : (
            <Tag>{t('serialNumbers.status.unbound')}</Tag>
          ),
      },
      text('bind_sys_order_id', 160, 'md'),
      text('bind_customer_order_id', 150, 'xl'),
      {
        key: 'bind_time',
        title: t('serialNumbers.fields.bind_time'),
        width: 160,
        from: 'xl',
        render: (_, item) => (item.bind_time ? formatDateTime(item.bind_time) : ''),
      },
      {
        key: 'created_at',
        title: t('serialNumbers.fields.created_at'),
        width: 160,
        from: 'lg',
        render: (_, item) => formatDateTime(item.created_at),
      },
    ];
  }, [t, formatDateTime]);
}
