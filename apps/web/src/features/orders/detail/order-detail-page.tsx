import { order } from '@portal/contract';
import { Flex } from 'antd';
import { ExceptionsCard } from '../../../shared/exceptions/exceptions-card';
import { usePageTitle } from '../../../shared/tabs/tab-context';
import { keyTitle } from '../../../shared/tabs/tab-title';
import { OrderLoader } from '../shared/order-loader';
import { FeesCard } from './fees-card';
import { HistoryCard } from './history-card';
import { LinesCard } from './lines-card';
import { OrderDetailHeader } from './order-detail-header';
import { RecipientCard } from './recipient-card';
import { ServicesCard } from './services-card';
import { ShippingCard } from './shipping-card';

/** /order/detail?id=: everything about one order (spec 2 "Order detail") and its status history. */
export default function OrderDetailPage() {
  return <OrderLoader>{(detail) => <OrderDetailView detail={detail} />}</OrderLoader>;
}

function OrderDetailView({ detail }: { detail: order.OrderDetail }) {
  usePageTitle(keyTitle('orderDetail.titles.view', { no: detail.platform_order_no }));
  return (
    <Flex vertical gap={16}>
      <OrderDetailHeader detail={detail} />
      <RecipientCard detail={detail} />
      <ShippingCard detail={detail} />
      <FeesCard detail={detail} />
      <LinesCard detail={detail} />
      <ServicesCard detail={detail} />
      <ExceptionsCard record={detail} reply={order.replyException} texts="orderDetail" testId="order-exceptions" />
      <HistoryCard detail={detail} />
    </Flex>
  );
}
