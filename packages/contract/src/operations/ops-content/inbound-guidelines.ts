import { defineOperation } from '../../core/operation';
import { inboundGuidelineSchema, saveInboundGuidelineBodySchema } from '../help/inbound-guidelines';

/**
 * Staff: publishes a warehouse's inbound guidelines. The limits are the warehouse's in both
 * languages; the sections replace those of the language sent. The reply is the guideline as a
 * merchant reading that language sees it.
 */
export const saveInboundGuideline = defineOperation({
  id: 'opsContent.saveInboundGuideline',
  method: 'POST',
  changes: ['guidelines'],
  path: '/api/ops/content/saveInboundGuideline',
  summary:
    "Save a warehouse's inbound guideline: its limits (box side and weight, pallet height and weight, receiving days and hours, appointment lead time), shared by both languages, and its sections in `lang`.",
  auth: 'ops',
  body: saveInboundGuidelineBodySchema,
  response: inboundGuidelineSchema,
});
