import { z } from 'zod';
import { LANGS } from '../../core/lang';
import { defineOperation } from '../../core/operation';
import { idRule } from '../../rules/id';
import { numberInput } from '../../rules/strict-values';
import { INBOUND_BOX_SIDE_MAX_CM, INBOUND_BOX_WEIGHT_MAX_KG } from '../inbound/booking-input';

/**
 * The warehouses' inbound guidelines (issue 28, `/inbound/guidelines`): how to pack, label and
 * deliver goods to each warehouse. The limits are numbers of the warehouse, shared by both
 * languages; the sections (a title and plain paragraphs, no Markdown) are written per language.
 * A warehouse's box limits may not pass what the booking accepts (`INBOUND_BOX_SIDE_MAX_CM`,
 * `INBOUND_BOX_WEIGHT_MAX_KG`): no guideline promises a carton the wizard refuses.
 */
export const GUIDELINE_PALLET_HEIGHT_MAX_CM = 300;
export const GUIDELINE_PALLET_WEIGHT_MAX_KG = 3000;
/** How far ahead a delivery must be booked, at most a week. */
export const GUIDELINE_APPOINTMENT_HOURS_MAX = 168;
export const GUIDELINE_SECTIONS_MAX = 12;
export const GUIDELINE_PARAGRAPHS_MAX = 10;
export const GUIDELINE_TITLE_MAX = 100;
export const GUIDELINE_PARAGRAPH_MAX = 1000;
/** ISO weekdays: 1 Monday … 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

const wholeUpTo = (max: number, min = 1) =>
  numberInput(
    z
      .number({ message: 'v.positiveWhole' })
      .int({ message: 'v.wholeNumber' })
      .min(min, { message: min > 0 ? 'v.positiveWhole' : 'v.nonNegativeInteger' })
      .max(max, { message: 'v.tooBig' }),
  );
const timeOfDay = z.string({ message: 'v.timeOfDay' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'v.timeOfDay' });

export const guidelineLimitsInputSchema = z
  .object({
    max_box_side_cm: wholeUpTo(INBOUND_BOX_SIDE_MAX_CM),
    max_box_weight_kg: wholeUpTo(INBOUND_BOX_WEIGHT_MAX_KG),
    max_pallet_height_cm: wholeUpTo(GUIDELINE_PALLET_HEIGHT_MAX_CM),
    max_pallet_weight_kg: wholeUpTo(GUIDELINE_PALLET_WEIGHT_MAX_KG),
    receiving_days: z
      .array(
        numberInput(
          z
            .number({ message: 'v.weekday' })
            .int({ message: 'v.weekday' })
            .min(1, { message: 'v.weekday' })
            .max(7, { message: 'v.weekday' }),
        ),
        {
          message: 'v.weekday',
        },
      )
      .min(1, { message: 'v.weekday' })
      .max(WEEKDAYS.length, { message: 'v.weekday' })
      .refine((days) => new Set(days).size === days.length, { message: 'v.weekday' }),
    receiving_from: timeOfDay,
    receiving_to: timeOfDay,
    appointment_hours: wholeUpTo(GUIDELINE_APPOINTMENT_HOURS_MAX, 0),
  })
  .superRefine((limits, ctx) => {
    if (limits.receiving_to <= limits.receiving_from) {
      ctx.addIssue({ code: 'custom', path: ['receiving_to'], message: 'v.receivingHours' });
    }
  });

const guidelineSectionInputSchema = z.object({
  title: z
    .string({ message: 'v.guidelineTitle' })
    .trim()
    .min(1, { message: 'v.guidelineTitle' })
    .max(GUIDELINE_TITLE_MAX, { message: 'v.tooLong' }),
  paragraphs: z
    .array(
      z
        .string({ message: 'v.guidelineText' })
        .trim()
        .min(1, { message: 'v.guidelineText' })
        .max(GUIDELINE_PARAGRAPH_MAX, { message: 'v.tooLong' }),
      { message: 'v.guidelineText' },
    )
    .min(1, { message: 'v.guidelineText' })
    .max(GUIDELINE_PARAGRAPHS_MAX, { message: 'v.tooManyItems' }),
});

export const guidelineLimitsSchema = z.object({
  max_box_side_cm: z.number().int(),
  max_box_weight_kg: z.number().int(),
  max_pallet_height_cm: z.number().int(),
  max_pallet_weight_kg: z.number().int(),
  /** ISO weekdays, Monday first. */
  receiving_days: z.array(z.number().int()),
  /** The warehouse's local time, HH:mm. */
  receiving_from: z.string(),
  receiving_to: z.string(),
  appointment_hours: z.number().int(),
});
export type GuidelineLimits = z.infer<typeof guidelineLimitsSchema>;

export const guidelineSectionSchema = z.object({ title: z.string(), paragraphs: z.array(z.string()) });
export type GuidelineSection = z.infer<typeof guidelineSectionSchema>;

export const inboundGuidelineSchema = z.object({
  warehouse_id: z.number().int(),
  warehouse_code: z.string(),
  /** In the request's language. */
  warehouse_name: z.string(),
  /** The language the sections are written in: the request's, or English when that is not written yet. */
  lang: z.enum(LANGS),
  limits: guidelineLimitsSchema,
  sections: z.array(guidelineSectionSchema),
  updated_at: z.string(),
});
export type InboundGuideline = z.infer<typeof inboundGuidelineSchema>;

export const getInboundGuidelines = defineOperation({
  id: 'help.getInboundGuidelines',
  method: 'GET',
  shows: ['guidelines', 'reference'],
  path: '/api/ucenter/help/getInboundGuidelines',
  summary:
    "The warehouses' inbound guidelines (of one warehouse when `warehouse_id` is given), in the request's language: packing, pallet and receiving limits, and the sections on packing, labelling and delivery.",
  auth: 'user',
  permission: 'account',
  query: z.object({ warehouse_id: idRule.optional() }),
  response: z.object({ guidelines: z.array(inboundGuidelineSchema) }),
});

/** Staff: saves a warehouse's limits (shared by both languages) and its sections in one language. */
export const saveInboundGuidelineBodySchema = z.object({
  warehouse_id: idRule,
  lang: z.enum(LANGS, { message: 'v.invalid' }),
  limits: guidelineLimitsInputSchema,
  sections: z
    .array(guidelineSectionInputSchema, { message: 'v.guidelineText' })
    .min(1, { message: 'v.guidelineText' })
    .max(GUIDELINE_SECTIONS_MAX, { message: 'v.tooManyItems' }),
});
