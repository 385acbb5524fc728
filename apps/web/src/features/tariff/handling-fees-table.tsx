import { FEE_ITEM_NAMES, type WarehouseFee } from '@portal/contract';
import { Table, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../shared/format/money';
import { apiLang } from '../../shared/i18n/languages';
import { formatBasisPoints } from './tariff-format';

/** What each handling fee charges, by the columns its code uses (docs/SHIPPING-RATES.md "Handling fees"). */
function chargeText(t: TFunction, fee: WarehouseFee): string {
  const amount = formatCents;
  switch (fee.code) {
    case 'outbound_handling':
      return [
        t('tariff.fees.perOrder', { amount: amount(fee.per_order) }),
        fee.per_extra ? t('tariff.fees.perExtra', { amount: amount(fee.per_extra) }) : '',
      ]
        .filter(Boolean)
        .join(', ');
    case 'multiline_entry':
      return t('tariff.fees.perExtraSku', { amount: amount(fee.per_extra) });
    case 'packaging':
      return t('tariff.fees.packaging', { amount: amount(fee.per_order) });
    case 'declared_value':
      return t('tariff.fees.percent', {
        percent: formatBasisPoints(fee.percent_bp),
        threshold: amount(fee.threshold),
        minimum: amount(fee.minimum),
      });
    default:
      return t('tariff.fees.tracked', { amount: amount(fee.per_order) });
  }
}

/** The warehouse's handling fees, added to every quote's freight. */
export function HandlingFeesTable({ fees }: { fees: WarehouseFee[] }) {
  const { t, i18n } = useTranslation();
  const lang = apiLang(i18n.language);
  return (
    <section>
      <Typography.Title level={3} style={{ fontSize: 15 }}>
        {t('tariff.fees.title')}
      </Typography.Title>
      <Table<WarehouseFee>
        size="small"
        pagination={false}
        rowKey="code"
        dataSource={fees}
        data-testid="tariff-fees"
        locale={{ emptyText: t('tariff.fees.none') }}
        columns={[
          { key: 'code', title: t('tariff.fees.code'), render: (_, fee) => FEE_ITEM_NAMES[fee.code][lang] },
          { key: 'charge', title: t('tariff.fees.charge'), render: (_, fee) => chargeText(t, fee) },
        ]}
      />
      <Typography.Text type="secondary">{t('tariff.fees.noFuel')}</Typography.Text>
    </section>
  );
}
