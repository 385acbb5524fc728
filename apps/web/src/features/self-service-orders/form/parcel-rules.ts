import { dutyTermsRule, localizeIssue, selfServiceOrder } from '@portal/contract';
import type { FormRule } from 'antd';
import { z } from 'zod';
import { i18n } from '../../../shared/i18n/i18n';
import { apiLang } from '../../../shared/i18n/languages';
import { handoverOf, type ParcelFormState } from './parcel-form-values';

/**
 * Antd rules for the parcel form's fields whose contract rule looks at more than the field: the
 * hand-over's fields (what the method needs) and the duty terms (an IOSS number needs DDP). Each
 * runs the contract's own rule on the form's values and says its issue at the field, in the UI's language.
 */
function messageAt(result: z.ZodSafeParseResult<unknown>, path: string): string | undefined {
  if (result.success) return undefined;
  const issue = result.error.issues.find((candidate) => candidate.path.join('.') === path);
  return issue ? localizeIssue(issue, apiLang(i18n.language)) : undefined;
}

/** What the hand-over method asks of field `name`: a pickup window whose end follows its start, a courier and its tracking number. */
export function handoverRule(name: 'pickup_from' | 'pickup_to' | 'courier' | 'tracking_number'): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const values = getFieldsValue(true) as ParcelFormState;
      const message = messageAt(selfServiceOrder.handoverInputSchema.safeParse(handoverOf(values)), name);
      if (message) throw new Error(message);
    },
  });
}

const dutyTermsCheck = z
  .object({ duty_terms: selfServiceOrder.dutyTermsSchema, tax_codes: z.object({ ioss: z.string() }) })
  .superRefine(dutyTermsRule);

/** DDU with an IOSS number is refused: IOSS parcels are delivered duties paid (spec 9). */
export const dutyTermsFieldRule: FormRule = ({ getFieldsValue }) => ({
  validator: async () => {
    const values = getFieldsValue(true) as ParcelFormState;
    const message = messageAt(
      dutyTermsCheck.safeParse({ duty_terms: values.duty_terms, tax_codes: { ioss: values.tax_codes?.ioss ?? '' } }),
      'duty_terms',
    );
    if (message) throw new Error(message);
  },
});

/**
 * A list's own rule (at least one piece, one customs line, not too many): the contract's array rule,
 * its issues about the rows' fields left to those fields.
 */
export function listRule(schema: z.ZodType): { validator(rule: unknown, rows: unknown[] | undefined): Promise<void> } {
  return {
    validator: async (_rule, rows: unknown[] | undefined) => {
      const message = messageAt(schema.safeParse(rows ?? []), '');
      if (message) throw new Error(message);
    },
  };
}
