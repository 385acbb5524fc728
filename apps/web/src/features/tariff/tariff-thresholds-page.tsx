import {
  EU_VAT_FROM_ZERO_SINCE,
  IOSS_LIMIT_EUR_CENTS,
  type QuoteCurrency,
  SG_LOW_VALUE_SGD_CENTS,
  shipping,
  type TaxKind,
} from '@portal/contract';
import { Card, Col, Flex, Row, Skeleton, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOperationQuery } from '../../shared/api/use-operation';
import { useFormatDateTime } from '../../shared/format/date-time';
import { formatCents } from '../../shared/format/money';
import { pagePath } from '../../shared/routing/page-path';
import { TaxRatesTable } from './tax-rates-table';

const TAX_CODE_FIELDS = ['vat', 'ioss', 'gst', 'icms'] as const;

/**
 * The tariff threshold description (/tariff/thresholds): the import-tax rules a quote applies (spec
 * 9: EU VAT from the first cent, IOSS under 150 EUR DDP; Singapore GST; Brazilian ICMS), their value
 * limits from the contract, the live rates and currency rates, and what each number asked by the
 * order form changes.
 */
export default function TariffThresholdsPage() {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const rates = useOperationQuery(shipping.getTaxRates);
  const data = rates.data;
  const ratesOf = (tax: TaxKind) => data?.tax_rates.filter((rate) => rate.tax === tax) ?? [];
  const currency = (code: QuoteCurrency) => data?.currency_rates.find((rate) => rate.currency === code);
  /** A limit in a currency, with its US-dollar value at the rate on file (when there is one). */
  const limit = (cents: number, code: QuoteCurrency) => {
    const rate = currency(code);
    if (!rate) return null;
    return (
      <Typography.Paragraph type="secondary" data-testid={`threshold-${code}`}>
        {t('tariff.thresholds.rateOnFile', {
          currency: code,
          usd: rate.usd_per_unit,
          updated: formatDateTime(rate.updated_at),
        })}
        {' · '}
        {formatCents(cents)} {code}{' '}
        {t('tariff.thresholds.equivalent', { usd: formatCents(Math.round(cents * rate.usd_per_unit)) })}
      </Typography.Paragraph>
    );
  };
  const eur = IOSS_LIMIT_EUR_CENTS / 100;
  const sgd = SG_LOW_VALUE_SGD_CENTS / 100;

  return (
    <Flex vertical gap={16}>
      <Card
        title={
          <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
            {t('tariff.thresholds.title')}
          </Typography.Title>
        }
        extra={<Link to={pagePath('help/tariff')}>{t('tariff.thresholds.tariffLink')}</Link>}
      >
        <Typography.Paragraph>{t('tariff.thresholds.intro')}</Typography.Paragraph>
      </Card>
      {data ? (
        <>
          <Card size="small" title={t('tariff.thresholds.eu.title')} data-testid="thresholds-eu">
            <Row gutter={[24, 12]}>
              <Col xs={24} lg={14}>
                <Typography.Paragraph>
                  {t('tariff.thresholds.eu.fromZero', { date: EU_VAT_FROM_ZERO_SINCE })}
                </Typography.Paragraph>
                <Typography.Paragraph>{t('tariff.thresholds.eu.ioss', { limit: eur })}</Typography.Paragraph>
                <Typography.Paragraph>{t('tariff.thresholds.eu.import', { limit: eur })}</Typography.Paragraph>
                <Typography.Paragraph>{t('tariff.thresholds.eu.intra')}</Typography.Paragraph>
                {limit(IOSS_LIMIT_EUR_CENTS, 'EUR')}
              </Col>
              <Col xs={24} lg={10}>
                <Typography.Text strong>{t('tariff.thresholds.eu.rates')}</Typography.Text>
                <TaxRatesTable rates={ratesOf('eu_vat')} testId="thresholds-eu-rates" />
              </Col>
            </Row>
          </Card>
          <Card size="small" title={t('tariff.thresholds.sg.title')} data-testid="thresholds-sg">
            <Typography.Paragraph>{t('tariff.thresholds.sg.low', { limit: sgd })}</Typography.Paragraph>
            <Typography.Paragraph>{t('tariff.thresholds.sg.high', { limit: sgd })}</Typography.Paragraph>
            {limit(SG_LOW_VALUE_SGD_CENTS, 'SGD')}
            <TaxRatesTable rates={ratesOf('sg_gst')} testId="thresholds-sg-rates" />
          </Card>
          <Card size="small" title={t('tariff.thresholds.br.title')} data-testid="thresholds-br">
            <Typography.Paragraph>{t('tariff.thresholds.br.rule')}</Typography.Paragraph>
            <Typography.Text strong>{t('tariff.thresholds.br.rates')}</Typography.Text>
            <TaxRatesTable rates={ratesOf('br_icms')} testId="thresholds-br-rates" />
          </Card>
          <Card size="small">
            <Typography.Paragraph style={{ margin: 0 }}>{t('tariff.thresholds.other')}</Typography.Paragraph>
          </Card>
          <Card size="small" title={t('tariff.thresholds.form.title')}>
            <Typography.Paragraph>{t('tariff.thresholds.form.intro')}</Typography.Paragraph>
            <Table
              size="small"
              pagination={false}
              rowKey="field"
              data-testid="thresholds-form-fields"
              dataSource={TAX_CODE_FIELDS.map((field) => ({
                field,
                effect: t(`tariff.thresholds.form.${field}`, { limit: field === 'gst' ? sgd : eur }),
              }))}
              columns={[
                {
                  key: 'field',
                  title: t('tariff.thresholds.form.field'),
                  render: (_, row) => t(`orderLabels.taxCodes.${row.field}`),
                },
                { key: 'effect', title: t('tariff.thresholds.form.effect'), dataIndex: 'effect' },
              ]}
            />
          </Card>
        </>
      ) : (
        <Skeleton active />
      )}
    </Flex>
  );
}
