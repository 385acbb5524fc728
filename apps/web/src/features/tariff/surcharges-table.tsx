import { FEE_ITEM_NAMES, type Surcharge } from '@portal/contract';
import { Table, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../shared/format/money';
import { apiLang } from '../../shared/i18n/languages';
import { ScrollRegion } from '../../shared/list/scroll-region';
import { AreaList } from './area-list';
import { formatBasisPoints, formatGrams } from './tariff-format';

/** What a surcharge costs before fuel: its parts as the engine adds them (docs/SHIPPING-RATES.md). */
function amountText(t: TFunction, surcharge: Surcharge): string {
  const sum = [
    surcharge.fixed ? t('tariff.surcharges.fixed', { amount: formatCents(surcharge.fixed) }) : '',
    surcharge.per_kg ? t('tariff.surcharges.perKg', { amount: formatCents(surcharge.per_kg) }) : '',
    surcharge.freight_bp ? t('tariff.surcharges.freight', { percent: formatBasisPoints(surcharge.freight_bp) }) : '',
  ]
    .filter(Boolean)
    .join(' + ');
  const floor = surcharge.minimum ? t('tariff.surcharges.minimum', { amount: formatCents(surcharge.minimum) }) : '';
  return [sum, floor].filter(Boolean).join(', ');
}

function When({ surcharge }: { surcharge: Surcharge }) {
  const { t } = useTranslation();
  switch (surcharge.kind) {
    case 'remote_area':
      return <AreaList areas={surcharge.areas} />;
    case 'oversize': {
      const limits = [
        surcharge.over_longest_cm !== null
          ? t('tariff.surcharges.overLongest', { value: surcharge.over_longest_cm })
          : '',
        surcharge.over_girth_cm !== null ? t('tariff.surcharges.overGirth', { value: surcharge.over_girth_cm }) : '',
        surcharge.over_length_girth_cm !== null
          ? t('tariff.surcharges.overLengthGirth', { value: surcharge.over_length_girth_cm })
          : '',
        surcharge.over_weight_g !== null
          ? t('tariff.surcharges.overWeight', { value: formatGrams(surcharge.over_weight_g) })
          : '',
      ].filter(Boolean);
      return <>{t('tariff.surcharges.oversize', { limits: limits.join(', ') })}</>;
    }
    case 'peak_season':
      return <>{t('tariff.surcharges.peak', { from: surcharge.starts_on, to: surcharge.ends_on })}</>;
    default:
      return <>{t('tariff.surcharges.dangerousGoods')}</>;
  }
}

/** A method's surcharges: what each costs, its fuel, and when it applies. */
export function SurchargesTable({ surcharges }: { surcharges: Surcharge[] }) {
  const { t, i18n } = useTranslation();
  const lang = apiLang(i18n.language);
  return (
    <section style={{ marginTop: 12 }}>
      <Typography.Title level={4} style={{ fontSize: 14 }}>
        {t('tariff.surcharges.title')}
      </Typography.Title>
      <ScrollRegion label={t('tariff.surcharges.title')}>
        <Table<Surcharge>
          size="small"
          pagination={false}
          rowKey="id"
          dataSource={surcharges}
          data-testid="tariff-surcharges"
          columns={[
            { key: 'kind', title: t('tariff.surcharges.kind'), render: (_, row) => FEE_ITEM_NAMES[row.kind][lang] },
            { key: 'amount', title: t('tariff.surcharges.amount'), render: (_, row) => amountText(t, row) },
            { key: 'fuel', title: t('tariff.surcharges.fuel'), render: (_, row) => formatBasisPoints(row.fuel_bp) },
            { key: 'when', title: t('tariff.surcharges.when'), render: (_, row) => <When surcharge={row} /> },
          ]}
        />
      </ScrollRegion>
      <Typography.Text type="secondary">{t('tariff.surcharges.dearest')}</Typography.Text>
    </section>
  );
}
