import { ErrorCode } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import { productSaveErrors } from './product-save-errors';

describe('productSaveErrors', () => {
  it("puts a duplicate SKU (or a package's code) or barcode under its field", () => {
    expect(productSaveErrors(new ApiError('SKU already exists', ErrorCode.SKU_EXISTS))).toEqual({
      fields: [{ name: 'sku', errors: ['SKU already exists'] }],
      toast: null,
    });
    expect(productSaveErrors(new ApiError('Package code already exists', ErrorCode.PACKAGE_EXISTS)).fields).toEqual([
      { name: 'sku', errors: ['Package code already exists'] },
    ]);
    expect(productSaveErrors(new ApiError('UPC already exists', ErrorCode.UPC_EXISTS)).fields).toEqual([
      { name: 'barcode', errors: ['UPC already exists'] },
    ]);
  });

  it("maps the server's field messages onto the form's fields, list items onto their list", () => {
    const content = {
      errors: [
        { field: 'hs_code', message: 'HS code must be 6-10 digits' },
        { field: 'category_ids.10', message: 'At most 10 items' },
      ],
    };
    expect(productSaveErrors(new ApiError('Validation failure', ErrorCode.VALIDATION_FAILED, content)).fields).toEqual([
      { name: 'hs_code', errors: ['HS code must be 6-10 digits'] },
      { name: 'category_ids', errors: ['At most 10 items'] },
    ]);
  });

  it('toasts what belongs to no field', () => {
    const content = { errors: [{ field: 'id', message: 'Invalid value' }] };
    expect(productSaveErrors(new ApiError('Validation failure: id', ErrorCode.VALIDATION_FAILED, content))).toEqual({
      fields: [],
      toast: 'Validation failure: id',
    });
    expect(productSaveErrors(new ApiError('changed', ErrorCode.CONFLICT)).toast).toBe('changed');
  });
});
