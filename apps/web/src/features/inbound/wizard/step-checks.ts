import { inboundSaveSchema, type Lang, localizeIssue } from '@portal/contract';
import { z } from 'zod';
import { saveBodyFrom, type WizardState } from './wizard-state';

/** The wizard's five steps, by index: products, product list, packing list, packing documents, shipping. */
export const WIZARD_STEPS = ['products', 'productList', 'packing', 'packingDocuments', 'shipping'] as const;
export type WizardStep = 0 | 1 | 2 | 3 | 4;

/** Messages under fields, by the server's field path (`boxes.0.items.1.sku`). */
export type FieldErrors = Record<string, string>;

/** The step that shows a field of the contract's path. */
export function stepOfPath(path: readonly PropertyKey[], message = ''): WizardStep {
  const top = String(path[0] ?? '');
  if (top === 'packing_method' || top === 'boxes') return 2;
  // The packed units of a SKU not matching its booked quantity is said on the packing list.
  if (top === 'lines' && message === 'v.skuQuantityMismatch') return 2;
  if (top === 'warehouse_id' || top === 'lines' || top === 'remark' || top === 'packaging') return 0;
  return 4;
}

/** Where the packing list says a SKU's packed units do not match its booked quantity (`lines.0.packed`). */
export function packedPath(linePath: readonly PropertyKey[]): string {
  return `lines.${String(linePath[1])}.packed`;
}

/**
 * zod runs the booking's cross-step rules only once every field is valid, but the wizard is
 * filled step by step: a SKU packed twice must be said while step 5 is still empty. So the rules
 * also run alone on the values as they are.
 */
function bookingIssues(body: unknown): z.core.$ZodIssue[] {
  const full = inboundSaveSchema.safeParse(body);
  if (full.success) return [];
  const issues = [...full.error.issues];
  const refinements = (inboundSaveSchema._zod.def.checks ?? []) as z.core.$ZodCheck<unknown>[];
  try {
    const alone = z
      .unknown()
      .check(...refinements)
      .safeParse(body);
    if (!alone.success) {
      const seen = new Set(issues.map((issue) => issue.path.join('.')));
      issues.push(...alone.error.issues.filter((issue) => !seen.has(issue.path.join('.'))));
    }
  } catch {
    // A rule written for parsed values may fail on raw ones: the field rules above have spoken.
  }
  return issues;
}

/**
 * What is wrong with the steps up to `upTo` (all five for Save and Submit), in the server's words:
 * the messages by field path and the first step holding one (null when all is well).
 */
export function checkSteps(
  state: WizardState,
  upTo: WizardStep,
  lang: Lang,
): { errors: FieldErrors; step: WizardStep | null } {
  const errors: FieldErrors = {};
  let step: WizardStep | null = null;
  for (const issue of bookingIssues(saveBodyFrom(state))) {
    const at = stepOfPath(issue.path, issue.message);
    if (at > upTo) continue;
    const path = issue.message === 'v.skuQuantityMismatch' ? packedPath(issue.path) : issue.path.map(String).join('.');
    if (!errors[path]) errors[path] = localizeIssue(issue, lang);
    if (step === null || at < step) step = at;
  }
  return { errors, step };
}
