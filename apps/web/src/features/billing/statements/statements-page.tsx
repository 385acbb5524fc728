import { billing } from '@portal/contract';
import { Card, Empty, Flex, Select, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useOperationQuery } from '../../../shared/api/use-operation';
import { StatementDownloads } from './statement-downloads';
import { StatementSummary } from './statement-summary';

const MONTH_PARAM = 'month';

/** Monthly statements (/billing/statements): pick a closed month (kept in the address), see it by bill type, download it. */
export default function StatementsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const months = useOperationQuery(billing.getStatementMonths);
  const available = months.data?.months ?? [];
  const asked = params.get(MONTH_PARAM);
  const month = asked && available.includes(asked) ? asked : available[0];
  const summary = useOperationQuery(billing.getStatement, { month: month ?? '' }, { enabled: month !== undefined });
  if (months.isPending) return <Skeleton active />;
  return (
    <Card>
      {month === undefined ? (
        <Empty description={t('billing.statements.noMonths')} />
      ) : (
        <>
          <Flex gap={12} wrap align="center" justify="space-between" style={{ marginBottom: 16 }}>
            <Flex align="center" gap={8}>
              <span>{t('billing.statements.month')}</span>
              <Select
                aria-label={t('billing.statements.pickMonth')}
                value={month}
                style={{ width: 140 }}
                options={available.map((value) => ({ value, label: value }))}
                onChange={(value) => setParams({ [MONTH_PARAM]: value }, { replace: true })}
              />
            </Flex>
            <StatementDownloads month={month} />
          </Flex>
          <Typography.Title level={5}>{t('billing.statements.summary', { month })}</Typography.Title>
          {summary.data ? <StatementSummary summary={summary.data} /> : <Skeleton active />}
        </>
      )}
    </Card>
  );
}
