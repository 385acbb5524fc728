import { shipping } from '@portal/contract';
import { Alert, Card, Flex, Select, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useOperationQuery } from '../../shared/api/use-operation';
import { useWarehouses } from '../../shared/reference/use-warehouses';
import { pagePath } from '../../shared/routing/page-path';
import { HandlingFeesTable } from './handling-fees-table';
import { MethodCard } from './method-card';
import { ParcelCalculator } from './parcel-calculator';

const WAREHOUSE_PARAM = 'warehouse';

/**
 * The tariff (/tariff): one warehouse at a time (in the address, so a link names it), a parcel
 * calculator, then every open method's rates, surcharges and limits and the warehouse's handling
 * fees, all read live from the rate data the quotes use.
 */
export default function TariffPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const warehouses = useWarehouses();
  const asked = Number(params.get(WAREHOUSE_PARAM));
  const warehouseId = warehouses.options.some((option) => option.value === asked)
    ? asked
    : warehouses.options[0]?.value;
  const tariff = useOperationQuery(
    shipping.getTariff,
    { warehouse_id: warehouseId },
    { enabled: warehouseId !== undefined },
  );

  return (
    <Flex vertical gap={16}>
      <Card
        title={
          <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
            {t('tariff.title')}
          </Typography.Title>
        }
      >
        <Typography.Paragraph type="secondary">{t('tariff.intro')}</Typography.Paragraph>
        <Flex wrap gap={16} align="center" justify="space-between">
          <Flex gap={8} align="center">
            <Typography.Text id="tariff-warehouse-label">{t('tariff.warehouse')}</Typography.Text>
            <Select<number>
              aria-labelledby="tariff-warehouse-label"
              value={warehouseId}
              loading={warehouses.loading}
              options={warehouses.options}
              onChange={(value) => setParams({ [WAREHOUSE_PARAM]: String(value) }, { replace: true })}
              style={{ minWidth: 240 }}
              data-testid="tariff-warehouse"
            />
          </Flex>
          <Link to={pagePath('help/tariff-thresholds')}>{t('tariff.thresholdsLink')}</Link>
        </Flex>
      </Card>
      {warehouseId !== undefined ? <ParcelCalculator key={warehouseId} warehouseId={warehouseId} /> : null}
      {tariff.data ? (
        <>
          {tariff.data.methods.length ? (
            tariff.data.methods.map((method) => <MethodCard key={method.code} method={method} />)
          ) : (
            <Alert type="info" showIcon message={t('tariff.noMethods')} />
          )}
          <Card size="small">
            <HandlingFeesTable fees={tariff.data.fees} />
          </Card>
        </>
      ) : (
        <Skeleton active />
      )}
    </Flex>
  );
}
