import { wallet } from '@portal/contract';
import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../shared/api/use-operation';
import { formatCents } from '../../shared/format/money';

const FIGURES = ['balance', 'held', 'credit_limit', 'available'] as const;

/**
 * The wallet at a glance: the balance, what submitted orders hold until they are packed, the credit
 * the provider allows, and what new orders may still hold (balance − held + credit limit).
 */
export function BalanceCard() {
  const { t } = useTranslation();
  const balance = useOperationQuery(wallet.getBalance);
  return (
    <Card title={t('dashboard.balance.title')} loading={balance.isPending} data-testid="wallet-card">
      <Row gutter={[12, 12]}>
        {FIGURES.map((figure) => (
          <Col key={figure} xs={12} md={6} xl={12} data-testid={`wallet-${figure}`}>
            <Statistic
              title={t(`dashboard.balance.${figure}`)}
              value={formatCents(balance.data?.[figure] ?? 0)}
              prefix="US$"
            />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
