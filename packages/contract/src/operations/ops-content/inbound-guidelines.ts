import { z } from 'zod';
import { defineOperation } from '../../core/operation';
import {
  guidelineLimitsSchema,
  guidelineSectionSchema,
  inboundGuidelineSchema,
  saveInboundGuidelineBodySchema,
} from '../help/inbound-guidelines';

/** One language's sections as staff wrote them, or null where that language is not written yet. */
const writtenSectionsSchema = z
  .object({ sections: z.array(guidelineSectionSchema), updated_at: z.string() })
  .nullable();

/** A warehouse's guideline as staff edit it: the limits and every language's sections side by side. */
export const staffInboundGuidelineSchema = z.object({
  warehouse_id: z.number().int(),
  warehouse_code: z.string(),
  warehouse_name_en: z.string(),
  warehouse_name_cn: z.string(),
  /** Null for a warehouse without guidelines yet: merchants see none for it. */
  limits: guidelineLimitsSchema.nullable(),
  limits_updated_at: z.string().nullable(),
  texts: z.object({ en: writtenSectionsSchema, zh_CN: writtenSectionsSchema }),
});
export type StaffInboundGuideline = z.infer<typeof staffInboundGuidelineSchema>;

/**
 * Staff: every warehouse's guideline as written, each language's sections apart (no English in
 * place of a missing translation), so staff see what a save would change and which warehouse or
 * language is still unwritten.
 */
export const getInboundGuidelines = defineOperation({
  id: 'opsContent.getInboundGuidelines',
  method: 'GET',
  shows: ['guidelines', 'reference'],
  path: '/api/ops/content/getInboundGuidelines',
  summary:
    "Every warehouse's inbound guideline as staff wrote it: the limits (null where none are saved) and the sections of each language (null where that language is not written), in the warehouses' display order.",
  auth: 'ops',
  response: z.object({ guidelines: z.array(staffInboundGuidelineSchema) }),
});

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
