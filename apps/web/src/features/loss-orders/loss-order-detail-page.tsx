import { Flex } from 'antd';
import { usePageTitle } from '../../shared/tabs/tab-context';
import { keyTitle } from '../../shared/tabs/tab-title';
import { LossOrderCommentsCard } from './loss-order-comments-card';
import { LossOrderLinesCard } from './loss-order-lines-card';
import { type LossOrderDetail, LossOrderLoader } from './loss-order-loader';
import { LossOrderSummary } from './loss-order-summary';

/** /inventory/loss-order-detail?id=: one loss order's quantities per SKU and its review thread. */
export default function LossOrderDetailPage() {
  return <LossOrderLoader>{(detail) => <LossOrderDetailView detail={detail} />}</LossOrderLoader>;
}

function LossOrderDetailView({ detail }: { detail: LossOrderDetail }) {
  usePageTitle(keyTitle('lossOrders.titles.view', { no: detail.loss_no }));
  return (
    <Flex vertical gap={16}>
      <LossOrderSummary detail={detail} />
      <LossOrderLinesCard detail={detail} />
      <LossOrderCommentsCard detail={detail} />
    </Flex>
  );
}
