import type { selfServiceOrder } from '@portal/contract';
import { Card, Col, Descriptions, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../shared/format/date-time';
import { formatCents } from '../../../shared/format/money';
import { EMPTY_CELL } from '../../../shared/list/empty-cells';

type Detail = selfServiceOrder.ParcelDetail;

/** The labels this card names (parcels.detail.fields). */
type Field =
  | 'handover_method'
  | 'pickup_window'
  | 'warehouse'
  | 'handover_courier'
  | 'handover_tracking'
  | 'shipping_method'
  | 'courier'
  | 'tracking_number'
  | 'created_at'
  | 'duty_terms'
  | 'vat'
  | 'ioss'
  | 'gst'
  | 'icms'
  | 'insured_value'
  | 'customer_ref'
  | 'note';

/**
 * How the parcel reaches the hub (pickup at the sender's within a window, drop-off at the hub's
 * counter, or the merchant's own courier and its tracking number), the hub, method and carrier's
 * tracking; beside it the duty terms, the tax codes, the insured value and the note.
 */
export function HandoverCard({ detail }: { detail: Detail }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const { handover } = detail;
  const label = (key: Field) => t(`parcels.detail.fields.${key}`);
  const hub = `${detail.warehouse_code} · ${detail.warehouse_name}`;
  const handoverItems = [
    { key: 'handover_method', label: label('handover_method'), children: t(`parcels.handover.${handover.method}`) },
    ...(handover.method === 'pickup'
      ? [
          {
            key: 'pickup_window',
            label: label('pickup_window'),
            children: `${formatDateTime(handover.pickup_from)} – ${formatDateTime(handover.pickup_to)}`,
          },
        ]
      : []),
    ...(handover.method === 'drop_off'
      ? [{ key: 'drop_off', label: label('warehouse'), children: t('parcels.detail.dropOffAt', { hub }) }]
      : []),
    ...(handover.method === 'own_courier'
      ? [
          { key: 'handover_courier', label: label('handover_courier'), children: handover.courier || EMPTY_CELL },
          {
            key: 'handover_tracking',
            label: label('handover_tracking'),
            children: handover.tracking_number || EMPTY_CELL,
          },
        ]
      : []),
    ...(handover.method === 'drop_off' ? [] : [{ key: 'warehouse', label: label('warehouse'), children: hub }]),
    { key: 'shipping_method', label: label('shipping_method'), children: detail.shipping_method_name || EMPTY_CELL },
    { key: 'courier', label: label('courier'), children: detail.courier || EMPTY_CELL },
    { key: 'tracking_number', label: label('tracking_number'), children: detail.tracking_number || EMPTY_CELL },
    { key: 'created_at', label: label('created_at'), children: formatDateTime(detail.created_at) },
  ];
  const codes = (['vat', 'ioss', 'gst', 'icms'] as const).filter((code) => detail.tax_codes[code]);
  const dutyItems = [
    { key: 'duty_terms', label: label('duty_terms'), children: t(`parcels.detail.dutyTerms.${detail.duty_terms}`) },
    ...codes.map((code) => ({ key: code, label: label(code), children: detail.tax_codes[code] })),
    {
      key: 'insured_value',
      label: label('insured_value'),
      children: detail.insured_value > 0 ? formatCents(detail.insured_value) : EMPTY_CELL,
    },
    { key: 'customer_ref', label: label('customer_ref'), children: detail.customer_ref || EMPTY_CELL },
    { key: 'note', label: label('note'), children: detail.note || EMPTY_CELL },
  ];
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card title={t('parcels.detail.sections.handover')} data-testid="parcel-handover" style={{ height: '100%' }}>
          <Descriptions column={1} size="small" items={handoverItems} />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title={t('parcels.detail.sections.duties')} data-testid="parcel-duties" style={{ height: '100%' }}>
          <Descriptions column={1} size="small" items={dutyItems} />
        </Card>
      </Col>
    </Row>
  );
}
