import type { selfServiceOrder } from '@portal/contract';
import { Card, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDimensions, formatMeasure } from '../../../shared/format/measures';
import { formatCents } from '../../../shared/format/money';
import { useCountries } from '../../../shared/reference/use-countries';

type Piece = selfServiceOrder.ParcelDetail['pieces'][number];
type CustomsLine = Piece['customs_lines'][number] & { key: string; seq: number };

/** Weight in kg and the sides in cm, as the label and the hub read them. */
function useWeightSize() {
  const { t } = useTranslation();
  return (m: { weight_g: number; length_cm: number; width_cm: number; height_cm: number }) =>
    t('parcels.detail.pieces.weightSize', {
      weight: formatMeasure(m.weight_g / 1000),
      size: `${formatDimensions(m.length_cm, m.width_cm, m.height_cm)} cm`,
    });
}

/**
 * Each piece as the merchant declared it and as the hub measured it on receipt (what the final fee
 * is priced on), then every piece's customs lines with their totals.
 */
export function PiecesCard({ detail }: { detail: selfServiceOrder.ParcelDetail }) {
  const { t } = useTranslation();
  const weightSize = useWeightSize();
  const countries = useCountries();
  const lines: CustomsLine[] = detail.pieces.flatMap((piece) =>
    piece.customs_lines.map((line, index) => ({ ...line, key: `${piece.seq}-${index}`, seq: piece.seq })),
  );
  return (
    <>
      <Card title={t('parcels.detail.sections.pieces')}>
        <Table<Piece>
          size="small"
          rowKey="seq"
          pagination={false}
          dataSource={detail.pieces}
          scroll={{ x: 560 }}
          data-testid="parcel-pieces"
          columns={[
            { key: 'seq', dataIndex: 'seq', title: t('parcels.detail.pieces.piece'), width: 70 },
            {
              key: 'declared',
              title: t('parcels.detail.pieces.declared'),
              render: (_, piece) => weightSize(piece),
            },
            {
              key: 'measured',
              title: t('parcels.detail.pieces.measured'),
              render: (_, piece) =>
                piece.measured ? (
                  weightSize(piece.measured)
                ) : (
                  <Typography.Text type="secondary">{t('parcels.detail.pieces.notMeasured')}</Typography.Text>
                ),
            },
          ]}
        />
      </Card>
      <Card title={t('parcels.detail.sections.customs')}>
        <Table<CustomsLine>
          size="small"
          rowKey="key"
          pagination={false}
          dataSource={lines}
          scroll={{ x: 900 }}
          data-testid="parcel-customs-lines"
          columns={[
            { key: 'seq', dataIndex: 'seq', title: t('parcels.detail.customs.piece'), width: 60 },
            { key: 'name_en', dataIndex: 'name_en', title: t('parcels.detail.customs.name_en'), width: 180 },
            { key: 'name_cn', dataIndex: 'name_cn', title: t('parcels.detail.customs.name_cn'), width: 160 },
            { key: 'hs_code', dataIndex: 'hs_code', title: t('parcels.detail.customs.hs_code'), width: 110 },
            {
              key: 'origin',
              title: t('parcels.detail.customs.origin'),
              width: 120,
              render: (_, line) => countries.nameOf(line.origin),
            },
            {
              key: 'quantity',
              dataIndex: 'quantity',
              title: t('parcels.detail.customs.quantity'),
              width: 80,
              align: 'right',
            },
            {
              key: 'unit_value',
              title: t('parcels.detail.customs.unit_value'),
              width: 110,
              align: 'right',
              render: (_, line) => formatCents(line.unit_value),
            },
            {
              key: 'total',
              title: t('parcels.detail.customs.total'),
              width: 110,
              align: 'right',
              render: (_, line) => formatCents(line.unit_value * line.quantity),
            },
          ]}
        />
      </Card>
    </>
  );
}
