import { OrderEditor } from './order-editor';

/** /order/create: a new order, in its own kept-alive tab. */
export default function OrderCreatePage() {
  return <OrderEditor />;
}
