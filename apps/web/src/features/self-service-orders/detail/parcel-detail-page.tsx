import { selfServiceOrder } from '@portal/contract';
import { Flex } from 'antd';
import { ExceptionsCard } from '../../../shared/exceptions/exceptions-card';
import { usePageTitle } from '../../../shared/tabs/tab-context';
import { keyTitle } from '../../../shared/tabs/tab-title';
import { HandoverCard } from './handover-card';
import { ParcelDetailHeader } from './parcel-detail-header';
import { ParcelFeesCard } from './parcel-fees-card';
import { ParcelHistoryCard } from './parcel-history-card';
import { ParcelLoader } from './parcel-loader';
import { PartiesCard } from './parties-card';
import { PiecesCard } from './pieces-card';
import { TrackingCard } from './tracking-card';

/** /self-service-order/detail?id=: everything about one parcel order, what may be done with it, and its history. */
export default function ParcelDetailPage() {
  return <ParcelLoader>{(detail) => <ParcelDetailView detail={detail} />}</ParcelLoader>;
}

function ParcelDetailView({ detail }: { detail: selfServiceOrder.ParcelDetail }) {
  usePageTitle(keyTitle('parcels.detail.view', { no: detail.parcel_no }));
  return (
    <Flex vertical gap={16}>
      <ParcelDetailHeader detail={detail} />
      <ExceptionsCard
        record={detail}
        reply={selfServiceOrder.replyParcelException}
        texts="parcels.detail"
        testId="parcel-exceptions"
      />
      <PartiesCard detail={detail} />
      <HandoverCard detail={detail} />
      <ParcelFeesCard detail={detail} />
      <PiecesCard detail={detail} />
      <TrackingCard detail={detail} />
      <ParcelHistoryCard detail={detail} />
    </Flex>
  );
}
