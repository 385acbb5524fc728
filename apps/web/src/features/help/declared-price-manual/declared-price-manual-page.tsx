import { HS_CODE_MAX_DIGITS, HS_CODE_MIN_DIGITS, MONEY_DECIMALS } from '@portal/contract';
import { Card, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CUSTOMS_FACTS } from './customs-facts';

const DESTINATIONS = ['eu', 'ioss', 'uk', 'us', 'au', 'other'] as const;
const RULES = ['value', 'hsCode', 'currency'] as const;
const EXAMPLES = ['tshirt', 'decimals', 'hsCode'] as const;

/**
 * The declared-value manual (/declared-price-manual): how to declare goods per destination, the
 * rules the portal checks (numbers from the contract) and worked examples. Static and translated.
 */
export default function DeclaredPriceManualPage() {
  const { t } = useTranslation();
  const values = {
    decimals: MONEY_DECIMALS,
    min: HS_CODE_MIN_DIGITS,
    max: HS_CODE_MAX_DIGITS,
    ...CUSTOMS_FACTS,
  };
  const heading = (key: 'rulesTitle' | 'destinationsTitle' | 'examplesTitle') => (
    <Typography.Title level={3} style={{ fontSize: 16, marginTop: 24 }}>
      {t(`declaredPriceManual.${key}`)}
    </Typography.Title>
  );
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
          {t('declaredPriceManual.title')}
        </Typography.Title>
      }
    >
      <Typography.Paragraph>{t('declaredPriceManual.intro')}</Typography.Paragraph>
      {heading('rulesTitle')}
      <ul data-testid="declared-rules">
        {RULES.map((rule) => (
          <li key={rule}>
            <Typography.Text>{t(`declaredPriceManual.rules.${rule}`, values)}</Typography.Text>
          </li>
        ))}
      </ul>
      {heading('destinationsTitle')}
      <Table
        size="small"
        bordered
        pagination={false}
        data-testid="declared-destinations"
        dataSource={DESTINATIONS.map((key) => ({ key }))}
        columns={[
          {
            key: 'destination',
            title: t('declaredPriceManual.destination'),
            render: (_, row) => t(`declaredPriceManual.destinations.${row.key}.name`),
            onCell: () => ({ style: { fontWeight: 500, whiteSpace: 'nowrap' } }),
          },
          {
            key: 'rule',
            title: t('declaredPriceManual.howToDeclare'),
            render: (_, row) => t(`declaredPriceManual.destinations.${row.key}.rule`, values),
          },
        ]}
      />
      {heading('examplesTitle')}
      {EXAMPLES.map((example) => (
        <div key={example}>
          <Typography.Title level={4} style={{ fontSize: 14 }}>
            {t(`declaredPriceManual.examples.${example}.title`)}
          </Typography.Title>
          <Typography.Paragraph>{t(`declaredPriceManual.examples.${example}.text`, values)}</Typography.Paragraph>
        </div>
      ))}
      <Typography.Paragraph type="secondary">{t('declaredPriceManual.disclaimer')}</Typography.Paragraph>
    </Card>
  );
}
