import { type Package, type PackageUpdateBody, packageCreateSchema } from '@portal/contract';
import type { z } from 'zod';
import { type FormValues, formValuesOf, isFormField, parseFormValues } from '../../../shared/forms/form-values';

/** What the package form holds: the contract's packageCreateSchema as typed. */
export type PackageFormState = FormValues<typeof packageCreateSchema>;
export type PackageFieldName = keyof PackageFormState & string;
/** One component line as the form holds it (a quantity stays empty while the user clears it). */
export interface ComponentRow {
  sku: string;
  quantity: number | null;
}

/** A new package: nothing typed, no components yet, picked per order (the common case of a bundle). */
export function emptyPackageState(): PackageFormState {
  return {
    code: null,
    name_cn: null,
    name_en: null,
    barcode: null,
    image_url: '',
    packing_note: '',
    assembly: 'pick_components',
    components: [],
  };
}

/** A saved package as its form edits it: its components as lines of SKU code and quantity. */
export function packageStateOf(saved: Package): PackageFormState {
  return formValuesOf(packageCreateSchema, saved, {
    components: (record) => record.components.map(({ sku, quantity }) => ({ sku, quantity })),
  });
}

export function isPackageField(name: string): name is PackageFieldName {
  return isFormField(packageCreateSchema, name);
}

export type PackageCreateOutput = z.output<typeof packageCreateSchema>;

/** The addPackage body from what the form holds, through the contract's schema (text trimmed, empty barcode null). */
export function packageCreateBodyFrom(state: Partial<PackageFormState>): PackageCreateOutput {
  return parseFormValues(packageCreateSchema, state);
}

/** The updatePackage body: the same fields but the code (fixed once created), and the copy edited. */
export function packageUpdateBodyFrom(
  state: Partial<PackageFormState>,
  edited: { id: number; updated_at: string },
): PackageUpdateBody {
  const { code: _code, ...fields } = parseFormValues(packageCreateSchema, { ...state, code: state.code });
  return { ...fields, id: edited.id, updated_at: edited.updated_at };
}
