import { type IssueContext, localizeIssue, validationMessage } from '@portal/contract';
import type { FormRule } from 'antd';
import { z } from 'zod';
import { i18n } from '../i18n/i18n';
import { apiLang } from '../i18n/languages';

/**
 * antd form rules from the contract's zod schemas: the form says exactly what the server would,
 * in the user's language, and the rule is written once.
 */
export function zodRule(schema: z.ZodType, context: IssueContext = {}): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const message = fieldMessage(schema, value, context);
      if (message) throw new Error(message);
    },
  };
}

/**
 * What is wrong with one field's value, in the user's language, or undefined when it is valid.
 * antd's rules above and the login page's plain form (no antd Form there) say the same thing.
 */
export function fieldMessage(schema: z.ZodType, value: unknown, context: IssueContext = {}): string | undefined {
  const input = isEmpty(value) ? undefined : value;
  const result = schema.safeParse(input);
  const issue = result.success ? undefined : result.error.issues[0];
  if (!issue) return undefined;
  return input === undefined ? requiredMessage(context) : localize(issue, context);
}

/**
 * A rule for one field of an object schema whose refinements look at several fields (password
 * confirmation): the whole form is checked and only this field's first issue is reported.
 */
export function zodFieldRule(schema: z.ZodType, field: string, context: IssueContext = {}): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async (_rule, value: unknown) => {
      const issue = fieldIssue(schema, getFieldsValue(true), field);
      if (issue)
        throw new Error(isEmpty(value) ? requiredMessage({ label: field, ...context }) : localize(issue, context));
    },
  });
}

/**
 * zod runs an object's refinements only once every field is valid, but forms are filled top-down:
 * a wrong confirmation must show while later fields are still empty. So when the field has no
 * issue of its own, the object's refinements are also run alone on the raw values.
 */
function fieldIssue(schema: z.ZodType, values: unknown, field: string): z.core.$ZodIssue | undefined {
  const onField = (issues: readonly z.core.$ZodIssue[]) => issues.find((i) => i.path.join('.') === field);
  const full = schema.safeParse(values);
  if (full.success) return undefined;
  const own = onField(full.error.issues);
  const refinements = (schema._zod.def.checks ?? []) as z.core.$ZodCheck<unknown>[];
  if (own || refinements.length === 0) return own;
  const alone = z
    .unknown()
    .check(...refinements)
    .safeParse(values);
  return alone.success ? undefined : onField(alone.error.issues);
}

/** An empty required field reads 'please input/select {label}' (spec 5), whatever the rule's own wording. */
function requiredMessage(context: IssueContext): string {
  return validationMessage(context.select ? 'v.requiredSelect' : 'v.required', apiLang(i18n.language), {
    label: context.label ?? '',
  });
}

function localize(issue: z.core.$ZodIssue, context: IssueContext): string {
  return localizeIssue(issue, apiLang(i18n.language), context);
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}
