import { InboundLoader } from '../shared/inbound-loader';
import { InboundWizard } from './inbound-wizard';
import { wizardHandoff } from './wizard-handoff';

/**
 * /inbound/edit?id=: a saved booking in the wizard; once submitted, it is shown read-only. A booking
 * the create page just gave a number opens with what was typed there, on the step shown there.
 */
export default function InboundEditPage() {
  return (
    <InboundLoader>
      {(detail) => <InboundWizard key={detail.id} detail={detail} handoff={wizardHandoff.get(detail.id)} />}
    </InboundLoader>
  );
}
