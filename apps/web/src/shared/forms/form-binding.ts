import type { FormRule } from 'antd';
import type { z } from 'zod';
import { isRequiredField } from './zod-required';
import { objectFieldRule } from './zod-rules';

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
