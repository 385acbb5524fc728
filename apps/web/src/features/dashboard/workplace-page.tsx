import { dashboard } from '@portal/contract';
import { Col, Row } from 'antd';
import { useOperationQuery } from '../../shared/api/use-operation';
import { ContactsCard } from '../../shared/contacts/contacts-card';
import { pagePath } from '../../shared/routing/page-path';
import { useCurrentUser } from '../../shared/session/use-current-user';
import { maySee } from '../../shared/session/use-may';
import { BalanceCard } from './balance-card';
import { menuPaths } from './menu-paths';
import { NoticesCard } from './notices-card';
import { OrderCountsCard } from './order-counts-card';
import { ShortcutsCard } from './shortcuts-card';
import { WelcomeCard } from './welcome-card';

/** Home (/dashboard/workplace): who the merchant is, what to do first, what is new, whom to ask. */
export default function WorkplacePage() {
  const currentUser = useCurrentUser();
  // A sub-account without the order permission has no order list to open: no counts either.
  const paths = menuPaths(currentUser.data?.menu_list ?? []);
  const seesOrders = paths.includes(pagePath('order/list'));
  const topUpPath = pagePath('billing/top-up');
  // The wallet is the billing permission's (the main account holds every permission), as the API decides.
  const me = currentUser.data;
  const seesBalance = maySee(me, 'billing');
  const workplace = useOperationQuery(dashboard.getWorkplace);
  const data = workplace.data;
  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <WelcomeCard
          name={data?.name ?? currentUser.data?.name ?? ''}
          customerId={data?.customer_id ?? currentUser.data?.customer_id ?? 0}
          isMainAccount={data?.is_main_account ?? currentUser.data?.customer_sub_account_id === 0}
        />
      </Col>
      <Col xs={24} xl={16}>
        <Row gutter={[16, 16]}>
          <Col span={24}>
            <ShortcutsCard menu={currentUser.data?.menu_list ?? []} />
          </Col>
          {seesOrders ? (
            <Col span={24}>
              <OrderCountsCard />
            </Col>
          ) : null}
          <Col span={24}>
            <NoticesCard notices={data?.notices ?? []} loading={workplace.isPending} />
          </Col>
        </Row>
      </Col>
      <Col xs={24} xl={8}>
        <Row gutter={[16, 16]}>
          {seesBalance ? (
            <Col span={24}>
              <BalanceCard topUpPath={paths.includes(topUpPath) ? topUpPath : undefined} />
            </Col>
          ) : null}
          <Col span={24}>
            <ContactsCard contacts={data?.contacts ?? []} loading={workplace.isPending} />
          </Col>
        </Row>
      </Col>
    </Row>
  );
}
