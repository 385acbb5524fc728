import { useLocation } from 'react-router';
import { ORDER_EDIT_PATH, orderFormPathOf } from '../order-paths';
import { OrderEditPage } from './order-edit-page';
import { OrderEditor } from './order-editor';

/**
 * /order/create, /order/edit?id= and /order/next[?id=]: one page at three addresses, so moving to
 * the next step and back keeps the mounted form, and what was typed, in the tab (order-tabs.ts).
 */
export default function OrderFormPage() {
  const { pathname, search } = useLocation();
  return orderFormPathOf(pathname, new URLSearchParams(search)) === ORDER_EDIT_PATH ? (
    <OrderEditPage />
  ) : (
    <OrderEditor />
  );
}
