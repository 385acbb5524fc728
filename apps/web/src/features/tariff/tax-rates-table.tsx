import type { TaxRate } from '@portal/contract';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { countryLabel } from '../../shared/format/country-name';
import { formatBasisPoints } from './tariff-format';

/** Live tax rates of one kind: a country's, or a state's where it has its own (ICMS). */
export function TaxRatesTable({ rates, testId }: { rates: TaxRate[]; testId: string }) {
  const { t, i18n } = useTranslation();
  const withState = rates.some((rate) => rate.region !== '');
  return (
    <Table<TaxRate>
      size="small"
      pagination={false}
      rowKey={(rate) => `${rate.country}-${rate.region}`}
      dataSource={rates}
      data-testid={testId}
      columns={[
        {
          key: 'country',
          title: t('tariff.thresholds.country'),
          render: (_, rate) => countryLabel(rate.country, i18n.language),
        },
        ...(withState
          ? [
              {
                key: 'state',
                title: t('tariff.thresholds.state'),
                render: (_: unknown, rate: TaxRate) => rate.region || '-',
              },
            ]
          : []),
        {
          key: 'rate',
          title: t('tariff.thresholds.rate'),
          align: 'right' as const,
          render: (_, rate) => formatBasisPoints(rate.rate_bp),
        },
      ]}
    />
  );
}
