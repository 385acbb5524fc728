import type { RecipientFieldName } from './recipient-fields';

type RecipientField = RecipientFieldName;
type RecipientState = Record<RecipientField, string | null>;

export type Recognised = Partial<Record<RecipientField, string>>;

export interface RecognitionPlan {
  /** Empty fields the recognised address fills. */
  fills: Recognised;
  /** Fields already holding something else: replaced only when the merchant agrees. */
  conflicts: { field: RecipientField; current: string; recognised: string }[];
}

/**
 * What recognising a pasted address would change: nothing a merchant typed is overwritten without
 * being shown first. Fields the recognizer left empty, or found as they are, change nothing.
 */
export function planRecognition(current: Partial<RecipientState>, recognised: Recognised): RecognitionPlan {
  const fills: Recognised = {};
  const conflicts: RecognitionPlan['conflicts'] = [];
  for (const [name, value] of Object.entries(recognised) as [RecipientField, string][]) {
    const next = value.trim();
    if (!next) continue;
    const now = String(current[name] ?? '').trim();
    if (!now) fills[name] = next;
    else if (now !== next) conflicts.push({ field: name, current: now, recognised: next });
  }
  return { fills, conflicts };
}
