import type { InboundDetail } from '@portal/contract';
import { Flex } from 'antd';
import { usePageTitle } from '../../../shared/tabs/tab-context';
import { keyTitle } from '../../../shared/tabs/tab-title';
import { InboundLoader } from '../shared/inbound-loader';
import { InboundBoxesCard } from './inbound-boxes-card';
import { InboundHeaderCard } from './inbound-header-card';
import { InboundHistoryCard } from './inbound-history-card';
import { InboundLinesCard } from './inbound-lines-card';
import { InboundPackagingCard } from './inbound-packaging-card';
import { InboundShippingCard } from './inbound-shipping-card';

/** /inbound/detail?id=: one booking, what arrived of it, its documents and its status history. */
export default function InboundDetailPage() {
  return <InboundLoader>{(detail) => <InboundDetailView detail={detail} />}</InboundLoader>;
}

function InboundDetailView({ detail }: { detail: InboundDetail }) {
  usePageTitle(keyTitle('inbound.detail.titles.view', { no: detail.receiving_no }));
  return (
    <Flex vertical gap={16}>
      <InboundHeaderCard detail={detail} />
      <InboundLinesCard detail={detail} />
      <InboundPackagingCard detail={detail} />
      <InboundBoxesCard detail={detail} />
      <InboundShippingCard detail={detail} />
      <InboundHistoryCard detail={detail} />
    </Flex>
  );
}
