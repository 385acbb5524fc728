import type { FormRule } from 'antd';
import type { z } from 'zod';
import { isRequiredField } from './zod-required';
import { listFieldRule, objectFieldRule } from './zod-rules';

/** The names of an object schema's fields. */
export type FieldName<S extends z.ZodObject> = keyof S['shape'] & string;

/** What a Form.Item needs for one field: spread it, `<Form.Item {...field('sku')}>`. */
export interface BoundField<K extends string> {
  name: K;
  label: string;
  /** The asterisk, read from the same rule that says 'please input {label}'. */
  required: boolean;
  rules: FormRule[];
}

export interface FormBindingOptions<K extends string> {
  /** The field's label as the form shows it; its required message names it the same way. */
  label(name: K): string;
  /** Fields picked from options (select, radio, switch): empty reads 'please select {label}'. */
  choices?: readonly K[];
  /** Fields the form wants filled though the operation would take a default for them (label copies). */
  required?: readonly K[];
  /** Empty fields say the contract's own message where it words one ('Please enter First Name'). */
  ownEmptyMessages?: boolean;
}

/**
 * The one way a form field takes its rule from the contract: `bindForm(schema, options)('sku')`
 * answers the Form.Item's name, label, asterisk and rule, all from the contract's object schema of
 * the form (the schema the server checks the same values with), in the user's language. Made in
 * render (it is cheap), so labels follow the UI language.
 */
export function bindForm<S extends z.ZodObject>(
  schema: S,
  options: FormBindingOptions<FieldName<S>>,
): (name: FieldName<S>) => BoundField<FieldName<S>> {
  const choices = new Set<string>(options.choices ?? []);
  const forced = new Set<string>(options.required ?? []);
  return (name) => {
    const label = options.label(name);
    const required = forced.has(name) || isRequiredField(schema.shape[name] as z.ZodType);
    return {
      name,
      label,
      required,
      rules: [
        objectFieldRule(schema, name, {
          label,
          select: choices.has(name),
          required: forced.has(name),
          ownEmptyMessage: options.ownEmptyMessages,
        }),
      ],
    };
  };
}

/** The lists of an object schema whose rows are objects (a Form.List of rows). */
export type ListName<S extends z.ZodObject> = {
  [K in FieldName<S>]: z.input<S>[K] extends readonly object[] | undefined ? K : never;
}[FieldName<S>];

/** The fields of one row of list `L`. */
export type RowFieldName<S extends z.ZodObject, L extends ListName<S>> =
  NonNullable<z.input<S>[L]> extends readonly (infer R)[] ? keyof R & string : never;

/** What a Form.Item inside a Form.List needs: its name is relative to the list (`[row, 'email']`). */
export interface BoundListField<K extends string> {
  name: [number, K];
  label: string;
  required: boolean;
  rules: FormRule[];
}

/**
 * `bindForm` for the rows of a Form.List: `bindFormList(schema, 'recipients', options)(row.name,
 * 'email')` answers the Form.Item's name, label, asterisk and rule. The rule checks the whole form
 * with the contract's schema of it and reports the issue at that row's field, so a refinement across
 * rows (an address listed twice) shows under the row that breaks it. Empty fields say the contract's
 * own message where it words one (no box ticked: 'Select at least 1').
 */
export function bindFormList<S extends z.ZodObject, L extends ListName<S>>(
  schema: S,
  list: L,
  options: Omit<FormBindingOptions<RowFieldName<S, L>>, 'ownEmptyMessages'>,
): (row: number, name: RowFieldName<S, L>) => BoundListField<RowFieldName<S, L>> {
  const rowSchema = rowShape(schema.shape[list] as z.ZodType);
  const choices = new Set<string>(options.choices ?? []);
  const forced = new Set<string>(options.required ?? []);
  return (row, name) => {
    const label = options.label(name);
    const field = rowSchema?.[name] as z.ZodType | undefined;
    return {
      name: [row, name],
      label,
      required: forced.has(name) || (field !== undefined && isRequiredField(field)),
      rules: [
        listFieldRule(schema, [list, row, name], {
          label,
          select: choices.has(name),
          required: forced.has(name),
          ownEmptyMessage: true,
        }),
      ],
    };
  };
}

/** The shape of a list's row object, looking through optional and default wrappers. */
function rowShape(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  const def = schema._zod.def as { type: string; element?: z.ZodType; innerType?: z.ZodType };
  if (def.type === 'array' && def.element) {
    const element = def.element._zod.def as { type: string; shape?: Record<string, z.ZodType> };
    return element.type === 'object' ? element.shape : undefined;
  }
  return def.innerType ? rowShape(def.innerType) : undefined;
}
