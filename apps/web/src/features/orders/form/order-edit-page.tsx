import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { orderDetailPath } from '../order-paths';
import { OrderLoader } from '../shared/order-loader';
import { OrderEditor } from './order-editor';

/** /order/edit?id= (and its next step): an Approving order in the form; any other status says why it cannot be edited (spec 4). */
export function OrderEditPage() {
  return (
    <OrderLoader>
      {(detail) => (detail.can.edit ? <OrderEditor key={detail.id} detail={detail} /> : <NotEditable id={detail.id} />)}
    </OrderLoader>
  );
}

function NotEditable({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="info"
      title={t('orderForm.notEditable')}
      extra={<Button onClick={() => navigate(orderDetailPath(id))}>{t('orderForm.toDetail')}</Button>}
    />
  );
}
