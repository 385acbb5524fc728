import { type Lang, SERVICE_OPTIONS, type ServiceOption, type TariffMethod } from '@portal/contract';
import { Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiLang } from '../../shared/i18n/languages';
import { RateCardTable } from './rate-card-table';
import { SurchargesTable } from './surcharges-table';
import { formatGrams } from './tariff-format';

/** One shipping method as the tariff shows it: what it promises and carries, its rates by zone, its surcharges. */
export function MethodCard({ method }: { method: TariffMethod }) {
  const { t, i18n } = useTranslation();
  const lang: Lang = apiLang(i18n.language);
  const cm = (value: number | null) => (value === null ? t('tariff.method.none') : `${value} cm`);
  const options = method.service_options.map((code) => SERVICE_OPTIONS[code as ServiceOption]?.[lang] ?? code);
  return (
    <Card
      size="small"
      title={lang === 'zh_CN' ? method.name_cn : method.name_en}
      extra={<Typography.Text type="secondary">{method.code}</Typography.Text>}
      data-testid="tariff-method"
    >
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2, xl: 3 }}
        items={[
          { key: 'courier', label: t('tariff.method.courier'), children: method.courier },
          {
            key: 'delivery',
            label: t('tariff.method.deliveryTime'),
            children: t('tariff.method.days', { days: method.delivery_time }),
          },
          {
            key: 'billing',
            label: t('tariff.method.billing'),
            children: t(`orderForm.shipping.billing.${method.billing_method}`),
          },
          {
            key: 'factor',
            label: t('tariff.method.volumeFactor'),
            children: t('tariff.method.volumeFactorValue', { factor: method.volume_factor }),
          },
          { key: 'step', label: t('tariff.method.weightStep'), children: formatGrams(method.weight_step_g) },
          { key: 'max', label: t('tariff.method.maxWeight'), children: formatGrams(method.max_weight_g) },
          { key: 'longest', label: t('tariff.method.maxLongest'), children: cm(method.max_longest_cm) },
          { key: 'girth', label: t('tariff.method.maxGirth'), children: cm(method.max_girth_cm) },
          {
            key: 'lengthGirth',
            label: t('tariff.method.maxLengthGirth'),
            children: cm(method.max_length_girth_cm),
          },
          {
            key: 'options',
            label: t('tariff.method.serviceOptions'),
            children: options.length ? options.join(', ') : t('tariff.method.none'),
          },
          {
            key: 'dangerous',
            label: t('tariff.method.dangerous'),
            children: method.accepts_dangerous ? t('tariff.method.dangerousYes') : t('tariff.method.dangerousNo'),
          },
        ]}
      />
      <RateCardTable zones={method.zones} />
      {method.surcharges.length ? <SurchargesTable surcharges={method.surcharges} /> : null}
    </Card>
  );
}
