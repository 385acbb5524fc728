import { type IssueContext, localizeIssue } from '@portal/contract';
import type { FormRule } from 'antd';
import type { z } from 'zod';
import { i18n } from '../i18n/i18n';
import { apiLang } from '../i18n/languages';

/**
 * antd form rules from the contract's zod schemas: the form says exactly what the server would,
 * in the user's language, and the rule is written once.
 */
export function zodRule(schema: z.ZodType, context: IssueContext = {}): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value === '' ? undefined : value);
      const issue = result.success ? undefined : result.error.issues[0];
      if (issue) throw new Error(localizeIssue(issue, apiLang(i18n.language), context));
    },
  };
}

/**
 * A rule for one field of an object schema whose refinements look at several fields (password
 * confirmation): the whole form is checked and only this field's first issue is reported.
 */
export function zodFieldRule(schema: z.ZodType, field: string, context: IssueContext = {}): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const result = schema.safeParse(getFieldsValue(true));
      const issue = result.success ? undefined : result.error.issues.find((i) => i.path.join('.') === field);
      if (issue) throw new Error(localizeIssue(issue, apiLang(i18n.language), context));
    },
  });
}

/** Puts the server's per-field messages (content.errors of a VALIDATION_FAILED reply) under the fields. */
export function serverFieldErrors(content: unknown): { name: string; errors: string[] }[] {
  const errors = (content as { errors?: { field: string; message: string }[] } | null)?.errors ?? [];
  return errors.map((e) => ({ name: e.field, errors: [e.message] }));
}
