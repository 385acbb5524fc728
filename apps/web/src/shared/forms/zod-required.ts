import type { z } from 'zod';

/**
 * Whether a form field must be filled: its schema refuses "nothing". Read from the contract so the
 * asterisk antd draws can never disagree with the rule that says 'please input {label}'.
 */
export function isRequiredField(schema: z.ZodType): boolean {
  return !schema.safeParse(undefined).success;
}
