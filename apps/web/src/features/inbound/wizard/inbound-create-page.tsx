import { InboundWizard } from './inbound-wizard';

/** /inbound/create: a new booking, in its own kept-alive tab. */
export default function InboundCreatePage() {
  return <InboundWizard />;
}
