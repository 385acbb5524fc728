import { InboundLoader } from '../shared/inbound-loader';
import { InboundWizard } from './inbound-wizard';

/** /inbound/edit?id=: a saved booking in the wizard; once submitted, it is shown read-only. */
export default function InboundEditPage() {
  return <InboundLoader>{(detail) => <InboundWizard key={detail.id} detail={detail} />}</InboundLoader>;
}
