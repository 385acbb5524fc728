import { auth, setting } from '@portal/contract';
import type { FormInstance, FormRule } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { zodFieldRule, zodRule } from './zod-rules';

async function check(rule: FormRule, value: unknown, values: Record<string, unknown> = {}): Promise<string | null> {
  const form = { getFieldsValue: () => values } as unknown as FormInstance;
  const object: RuleObject = typeof rule === 'function' ? rule(form) : rule;
  try {
    await object.validator?.(object, value, () => {});
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

afterEach(() => i18n.changeLanguage('en'));

describe('zodRule', () => {
  it('says please input / please select for an empty required field, in the UI language', async () => {
    const email = auth.registerRequest.shape.email;
    expect(await check(zodRule(email, { label: 'Email' }), '')).toBe('please input Email');
    const currency = auth.registerRequest.shape.currency;
    expect(await check(zodRule(currency, { label: 'Currency', select: true }), undefined)).toBe(
      'please select Currency',
    );
    await i18n.changeLanguage('zh_CN');
    expect(await check(zodRule(email, { label: '邮箱' }), undefined)).toBe('请输入邮箱');
  });

  it("keeps the rule's own message for a wrong value", async () => {
    expect(await check(zodRule(auth.registerRequest.shape.email, { label: 'Email' }), 'nope')).toBe(
      'Please enter a valid email address',
    );
    expect(await check(zodRule(auth.registerRequest.shape.agree_privacy), false)).toBe(
      'Please read and agree to the privacy policy',
    );
    expect(await check(zodRule(auth.registerRequest.shape.company_name), undefined)).toBeNull();
  });
});

describe('zodFieldRule', () => {
  const confirm = zodFieldRule(auth.registerRequest, 'confirm_password', { label: 'Confirm password' });

  it('reports a mismatch while other fields are still empty', async () => {
    const values = { password: 'Secret123', confirm_password: 'Secret124' };
    expect(await check(confirm, values.confirm_password, values)).toBe('Inconsistency between two password entries');
    const same = { ...values, confirm_password: 'Secret123' };
    expect(await check(confirm, same.confirm_password, same)).toBeNull();
  });

  it('reports the field as required when it is empty', async () => {
    expect(await check(confirm, undefined, { password: 'Secret123' })).toBe('please input Confirm password');
  });

  it('does not blame a field for a refinement about another one', async () => {
    const newPwd = zodFieldRule(setting.updatePwdRequest, 'new_pwd', { label: 'New password' });
    expect(await check(newPwd, 'Secret123', { new_pwd: 'Secret123', confirm_new_pwd: 'Other1234' })).toBeNull();
    expect(await check(newPwd, 'Secret123', { current_pwd: 'Secret123', new_pwd: 'Secret123' })).toBe(
      'The new password must differ from the current one',
    );
  });
});
