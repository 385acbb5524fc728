import { WalletOutlined } from '@ant-design/icons';
import { wallet } from '@portal/contract';
import { Button, Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useOperationQuery } from '../../shared/api/use-operation';
import { formatCents } from '../../shared/format/money';

const FIGURES = ['balance', 'held', 'credit_limit', 'available'] as const;

/**
 * The wallet at a glance: the balance, what submitted orders hold until they are packed, the credit
 * the provider allows, and what new orders may still hold (balance − held + credit limit). `topUpPath`
 * (when the user may top up) puts the way to add money beside it.
 */
export function BalanceCard({ topUpPath }: { topUpPath?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const balance = useOperationQuery(wallet.getBalance);
  return (
    <Card
      title={t('dashboard.balance.title')}
      loading={balance.isPending}
      data-testid="wallet-card"
      extra={
        topUpPath ? (
          <Button
            type="primary"
            size="small"
            icon={<WalletOutlined />}
            onClick={() => void navigate(topUpPath)}
            data-testid="wallet-top-up"
          >
            {t('dashboard.balance.topUp')}
          </Button>
        ) : null
      }
    >
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
