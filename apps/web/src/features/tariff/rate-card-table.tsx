import type { RateZone } from '@portal/contract';
import { Descriptions, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../shared/format/money';
import { EMPTY_CELL } from '../../shared/list/empty-cells';
import { ScrollRegion } from '../../shared/list/scroll-region';
import { AreaList } from './area-list';
import { type RateSheetRow, rateSheet } from './rate-card';
import { formatGrams } from './tariff-format';

/** A method's rates: weight breaks down, zones across, then each zone's extra step and destinations. */
export function RateCardTable({ zones }: { zones: RateZone[] }) {
  const { t } = useTranslation();
  const rows = rateSheet(zones);
  const extraRow = zones.some((zone) => zone.extra_step_g !== null);
  return (
    <section style={{ marginTop: 12 }}>
      <Typography.Title level={4} style={{ fontSize: 14 }}>
        {t('tariff.zones.title')}
      </Typography.Title>
      <ScrollRegion label={t('tariff.zones.title')}>
        <Table<RateSheetRow>
          size="small"
          bordered
          pagination={false}
          rowKey="up_to_g"
          dataSource={rows}
          data-testid="tariff-rate-sheet"
          columns={[
            {
              key: 'weight',
              title: t('tariff.zones.weight'),
              fixed: 'left',
              render: (_, row) => t('tariff.zones.upTo', { weight: formatGrams(row.up_to_g) }),
            },
            ...zones.map((zone, index) => ({
              key: zone.zone,
              title: zone.zone,
              align: 'right' as const,
              render: (_: unknown, row: RateSheetRow) => {
                const price = row.prices[index];
                return price === null || price === undefined ? EMPTY_CELL : formatCents(price);
              },
            })),
          ]}
          summary={() =>
            extraRow ? (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>{t('tariff.zones.heavier')}</Table.Summary.Cell>
                {zones.map((zone, index) => (
                  <Table.Summary.Cell key={zone.zone} index={index + 1} align="right">
                    {zone.extra_step_g !== null && zone.extra_step_price !== null
                      ? t('tariff.zones.extra', {
                          weight: formatGrams(zone.extra_step_g),
                          price: formatCents(zone.extra_step_price),
                        })
                      : t('tariff.zones.notCarried')}
                  </Table.Summary.Cell>
                ))}
              </Table.Summary.Row>
            ) : null
          }
        />
      </ScrollRegion>
      <Descriptions
        size="small"
        column={1}
        style={{ marginTop: 8 }}
        items={zones.map((zone) => ({
          key: zone.zone,
          label: `${t('tariff.zones.zone')} ${zone.zone}`,
          children: <AreaList areas={zone.areas} />,
        }))}
      />
    </section>
  );
}
