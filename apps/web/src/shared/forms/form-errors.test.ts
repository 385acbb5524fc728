import type { FormInstance } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, CLIENT_ERROR } from '../api/api-error';
import { failureText, showFormError } from './form-errors';

function fakeForm(fields: string[]) {
  const setFields = vi.fn();
  const form = { getFieldsError: () => fields.map((name) => ({ name: [name], errors: [] })), setFields };
  return { form: form as unknown as FormInstance, setFields };
}

describe('showFormError', () => {
  it("puts the server's field messages under the form's fields", () => {
    const { form, setFields } = fakeForm(['email', 'phone']);
    const toast = vi.fn();
    const content = { errors: [{ field: 'phone', message: 'Please enter a valid phone number' }] };
    showFormError(form, new ApiError('Validation failure', 1001, content), toast);
    expect(setFields).toHaveBeenCalledWith([{ name: 'phone', errors: ['Please enter a valid phone number'] }]);
    expect(toast).not.toHaveBeenCalled();
  });

  it('toasts the message when no field of the form is named', () => {
    const { form, setFields } = fakeForm(['email']);
    const toast = vi.fn();
    showFormError(
      form,
      new ApiError('Validation failure: token', 1001, { errors: [{ field: 'token', message: 'x' }] }),
      toast,
    );
    showFormError(form, new ApiError('Incorrect email or password', 1006), toast);
    expect(setFields).not.toHaveBeenCalled();
    expect(toast.mock.calls).toEqual([['Validation failure: token'], ['Incorrect email or password']]);
  });
});

describe('failureText', () => {
  it('stays quiet where another message is already shown', () => {
    expect(failureText(new ApiError('timeout', CLIENT_ERROR.timeout))).toBeNull();
    expect(failureText(new ApiError('dup', CLIENT_ERROR.duplicate))).toBeNull();
    expect(failureText(new ApiError('expired', 1010))).toBeNull();
    expect(failureText(new ApiError('network', CLIENT_ERROR.network))).toBe('please check your network');
  });
});
