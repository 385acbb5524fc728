import { type IssueContext, isValidationMessageKey, localizeIssue, validationMessage } from '@portal/contract';
import type { FormRule } from 'antd';
import { z } from 'zod';
import { i18n } from '../i18n/i18n';
import { apiLang } from '../i18n/languages';

/**
 * What is wrong with one field's value, in the user's language, or undefined when it is valid: the
 * server's wording, from the contract's zod schema of the field. Forms bound with `bindForm` and
 * the login page's plain form (no antd Form there) both say it.
 */
export function fieldMessage(schema: z.ZodType, value: unknown, context: FieldRuleOptions = {}): string | undefined {
  const input = isEmpty(value) ? undefined : value;
  const result = schema.safeParse(input);
  const issue = result.success ? undefined : result.error.issues[0];
  if (!issue) return undefined;
  return input === undefined ? emptyMessage(issue, context) : localize(issue, context);
}

export interface FieldRuleOptions extends IssueContext {
  /** The form wants the field filled even though the schema would take a default for it. */
  required?: boolean;
  /**
   * An empty field says the rule's own message when the contract words one ('Please enter First
   * Name', spec 5 "Order create") instead of the general 'please input {label}'.
   */
  ownEmptyMessage?: boolean;
}

/**
 * The antd rule of field `name` of an object schema. When the object has refinements that look at
 * several fields (a password and its confirmation), the whole form is checked and only this
 * field's own issue is reported; otherwise the field's own schema is all its rule needs.
 */
export function objectFieldRule(schema: z.ZodObject, name: string, options: FieldRuleOptions = {}): FormRule {
  const field = schema.shape[name] as z.ZodType;
  const refinements = (schema._zod.def.checks ?? []) as z.core.$ZodCheck<unknown>[];
  return ({ getFieldsValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (isEmpty(value) && options.required) throw new Error(requiredMessage(options));
      const message =
        refinements.length === 0
          ? fieldMessage(field, value, options)
          : refinedMessage(schema, refinements, name, value, { ...getFieldsValue(true), [name]: value }, options);
      if (message) throw new Error(message);
    },
  });
}

/**
 * The antd rule of a field inside a form list (`['recipients', 2, 'email']`, the whole form's path),
 * checked with the schema of the whole form: the issue zod reports at that path is the field's
 * message, so a rule across rows (an address listed twice) shows under the row that breaks it. An
 * empty field says 'please input {label}', or the rule's own message where the form asks for it
 * (`ownEmptyMessage`: no box ticked says 'Select at least 1').
 */
export function listFieldRule(
  schema: z.ZodObject,
  path: readonly (string | number)[],
  options: FieldRuleOptions = {},
): FormRule {
  const refinements = (schema._zod.def.checks ?? []) as z.core.$ZodCheck<unknown>[];
  return ({ getFieldsValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (isEmpty(value) && options.required) throw new Error(requiredMessage(options));
      const values = withValueAt(getFieldsValue(true), path, value);
      const message = refinedMessage(schema, refinements, path.join('.'), value, values, options);
      if (message) throw new Error(message);
    },
  });
}

/** A copy of a form's values with the value being checked put at its path (the store may not hold it yet). */
function withValueAt(values: unknown, path: readonly (string | number)[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const inner =
    typeof values === 'object' && values !== null ? (values as Record<string | number, unknown>)[head] : undefined;
  const copy: Record<string | number, unknown> | unknown[] = Array.isArray(values)
    ? [...values]
    : { ...(typeof values === 'object' && values !== null ? values : {}) };
  (copy as Record<string | number, unknown>)[head] = withValueAt(inner, rest, value);
  return copy;
}

function refinedMessage(
  schema: z.ZodObject,
  refinements: z.core.$ZodCheck<unknown>[],
  name: string,
  value: unknown,
  values: unknown,
  context: FieldRuleOptions,
): string | undefined {
  const issue = fieldIssue(schema, refinements, values, name);
  if (!issue) return undefined;
  return isEmpty(value) ? emptyMessage(issue, context) : localize(issue, context);
}

/**
 * zod runs an object's refinements only once every field is valid, but forms are filled top-down:
 * a wrong confirmation must show while later fields are still empty. So when the field has no
 * issue of its own, the object's refinements are also run alone on the raw values.
 */
function fieldIssue(
  schema: z.ZodObject,
  refinements: z.core.$ZodCheck<unknown>[],
  values: unknown,
  field: string,
): z.core.$ZodIssue | undefined {
  const onField = (issues: readonly z.core.$ZodIssue[]) => issues.find((i) => i.path.join('.') === field);
  const full = schema.safeParse(values);
  if (full.success) return undefined;
  const own = onField(full.error.issues);
  if (own) return own;
  try {
    const alone = z
      .unknown()
      .check(...refinements)
      .safeParse(values);
    return alone.success ? undefined : onField(alone.error.issues);
  } catch {
    // A refinement written for parsed values may fail on raw ones (a country still null): it has nothing to say yet.
    return undefined;
  }
}

/** An empty field's message: the general one, or the rule's own where the form asks for it and the contract words one. */
function emptyMessage(issue: z.core.$ZodIssue, context: FieldRuleOptions): string {
  const own = context.ownEmptyMessage && isValidationMessageKey(issue.message) && issue.message !== 'v.required';
  return own ? localize(issue, context) : requiredMessage(context);
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

export function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}
