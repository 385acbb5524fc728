import { type Packaging, type PackagingUpdateBody, packagingCreateSchema } from '@portal/contract';
import type { z } from 'zod';
import {
  emptyFormValues,
  type FormValues,
  formValuesOf,
  isFormField,
  parseFormValues,
} from '../../../shared/forms/form-values';

/** What the packaging form holds: the contract's packagingCreateSchema as typed. */
export type PackagingFormState = FormValues<typeof packagingCreateSchema>;

export function emptyPackagingState(): PackagingFormState {
  return emptyFormValues(packagingCreateSchema);
}

/** A saved item as its form edits it: its default SKUs and packages as codes. */
export function packagingStateOf(saved: Packaging): PackagingFormState {
  return formValuesOf(packagingCreateSchema, saved, {
    default_for: (record) => record.default_for.map((d) => d.code),
  });
}

export type PackagingFieldName = keyof PackagingFormState & string;

export function isPackagingField(name: string): name is PackagingFieldName {
  return isFormField(packagingCreateSchema, name);
}

/** The addPackaging body from what the form holds, through the contract's schema. */
export function packagingCreateBodyFrom(state: Partial<PackagingFormState>): z.output<typeof packagingCreateSchema> {
  return parseFormValues(packagingCreateSchema, state);
}

/** The updatePackaging body: the same fields but the code (fixed once created), and the copy edited. */
export function packagingUpdateBodyFrom(
  state: Partial<PackagingFormState>,
  edited: { id: number; updated_at: string },
): PackagingUpdateBody {
  const { code: _code, ...fields } = parseFormValues(packagingCreateSchema, state);
  return { ...fields, id: edited.id, updated_at: edited.updated_at };
}
