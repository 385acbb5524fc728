import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ORDER_CREATE_PATH, ORDER_EDIT_PATH, ORDER_NEXT_PATH, orderFormPathOf } from '../order-paths';
import { OrderEditPage } from './order-edit-page';
import { OrderEditor } from './order-editor';

/**
 * /order/create, /order/edit?id= and /order/next[?id=]: one page at three addresses, so moving to
 * the next step and back keeps the mounted form, and what was typed, in the tab (order-tabs.ts).
 */
export default function OrderFormPage() {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const formPath = orderFormPathOf(pathname, params);
  // Opened at the next step of a new order (a reload, a bookmark): this tab holds no draft, so there
  // is nothing to ship yet and the first step is shown. An edited order loads and shows its next step.
  const [draftless, setDraftless] = useState(pathname === ORDER_NEXT_PATH && formPath === ORDER_CREATE_PATH);
  if (draftless && pathname !== ORDER_NEXT_PATH) setDraftless(false);
  if (draftless) return <Navigate to={ORDER_CREATE_PATH} replace />;
  return formPath === ORDER_EDIT_PATH ? <OrderEditPage /> : <OrderEditor />;
}
