import type { TFunction } from 'i18next';
import type { ListColumn } from '../../shared/list/list-columns';

/** What a billing row tells of the order it charged. */
interface OrderShipment {
  country: string;
  weight_g: number | null;
  tracking_number: string;
}

/** The order's country, weight and tracking number: the same three columns in every billing list about orders. */
export function orderShipmentColumns<Row extends OrderShipment>(t: TFunction): ListColumn<Row>[] {
  return [
    { key: 'country', dataIndex: 'country', title: t('billing.fields.country'), width: 90, from: 'lg' },
    {
      key: 'weight_g',
      title: t('billing.fields.weight_g'),
      width: 100,
      align: 'right',
      from: 'lg',
      render: (_, row) => row.weight_g ?? '',
    },
    {
      key: 'tracking_number',
      dataIndex: 'tracking_number',
      title: t('billing.fields.tracking_number'),
      width: 180,
      from: 'xl',
    },
  ];
}
