import { auth, order, product, setting, warningEmail } from '@portal/contract';
import type { FormInstance, FormRule } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { bindForm, bindFormList } from './form-binding';

/** The message of a bound field's rule for a value (with the form's other values), or null. */
async function check(rule: FormRule | undefined, value: unknown, values: Record<string, unknown> = {}) {
  const form = { getFieldsValue: () => values } as unknown as FormInstance;
  const object = (typeof rule === 'function' ? rule(form) : rule) as RuleObject;
  try {
    await object.validator?.(object, value, () => {});
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

afterEach(() => i18n.changeLanguage('en'));

const register = bindForm(auth.registerRequest, {
  label: (name) =>
    ({ email: 'Email', currency: 'Currency', confirm_password: 'Confirm password' })[name as string] ?? name,
  choices: ['currency', 'country'],
});

describe('bindForm', () => {
  it('gives the Form.Item its name, label, asterisk and the contract rule', async () => {
    const email = register('email');
    expect(email).toMatchObject({ name: 'email', label: 'Email', required: true });
    expect(register('company_name').required).toBe(false);
    expect(await check(email.rules[0], 'nope')).toBe('Please enter a valid email address');
    expect(await check(email.rules[0], 'a@b.co')).toBeNull();
  });

  it('says please input / please select for an empty required field, in the UI language', async () => {
    expect(await check(register('email').rules[0], '')).toBe('please input Email');
    expect(await check(register('currency').rules[0], undefined)).toBe('please select Currency');
    await i18n.changeLanguage('zh_CN');
    expect(await check(register('email').rules[0], undefined)).toBe('请输入Email');
  });

  it('reports a mismatch of refined fields while later fields are still empty', async () => {
    const confirm = register('confirm_password').rules[0];
    const values = { password: 'Secret123', confirm_password: 'Secret124' };
    expect(await check(confirm, values.confirm_password, values)).toBe('Inconsistency between two password entries');
    expect(await check(confirm, 'Secret123', { ...values, confirm_password: 'Secret123' })).toBeNull();
    expect(await check(confirm, undefined, { password: 'Secret123' })).toBe('please input Confirm password');
  });

  it('does not blame a field for a refinement about another one', async () => {
    const newPwd = bindForm(setting.updatePwdRequest, { label: () => 'New password' })('new_pwd').rules[0];
    expect(await check(newPwd, 'Secret123', { new_pwd: 'Secret123', confirm_new_pwd: 'Other1234' })).toBeNull();
    expect(await check(newPwd, 'Secret123', { current_pwd: 'Secret123', new_pwd: 'Secret123' })).toBe(
      'The new password must differ from the current one',
    );
  });

  it('asks for a field the form wants though the operation has a default (label copies)', async () => {
    const copies = bindForm(product.printSku.body, { label: () => 'Copies of each', required: ['copies'] })('copies');
    expect(copies.required).toBe(true);
    expect(await check(copies.rules[0], null)).toBe('please input Copies of each');
    expect(await check(copies.rules[0], 0)).toBe('Must be at least 1');
    expect(await check(copies.rules[0], 501)).toBe('Must be at most 500');
    expect(await check(copies.rules[0], 2)).toBeNull();
  });

  it('says the contract’s own message for an empty field when the form asks for it (spec 5 "Order create")', async () => {
    const recipient = bindForm(order.recipientSchema, { label: (name) => name, ownEmptyMessages: true });
    expect(await check(recipient('first_name').rules[0], '')).toBe('Please enter First Name');
    expect(await check(recipient('country').rules[0], undefined)).toBe('Please Select Country');
    expect(await check(recipient('house_number').rules[0], '', { country: 'DE' })).toBe(
      'Please enter House Number: EU destinations need one',
    );
    expect(await check(recipient('house_number').rules[0], '', { country: 'US' })).toBeNull();
    // The EU rule reads the country: before one is chosen, the other fields are not blamed for it.
    expect(await check(recipient('last_name').rules[0], '', { last_name: '', country: null })).toBeNull();
    await i18n.changeLanguage('zh_CN');
    expect(await check(recipient('zip').rules[0], '')).toBe('请输入邮编');
    const plain = bindForm(order.recipientSchema, { label: () => 'First name' });
    expect(await check(plain('first_name').rules[0], '')).toBe('请输入First name');
  });
});

describe('bindFormList', () => {
  const recipient = bindFormList(warningEmail.saveWarningEmailRequest, 'recipients', {
    label: (name) => (name === 'email' ? 'E-mail' : 'Alerts'),
    choices: ['types'],
  });
  const form = (...rows: { email: string; types: string[] }[]) => ({ digest_hour: 8, recipients: rows });

  it('names the field under its row, with the asterisk read from the row’s schema', () => {
    expect(recipient(2, 'email')).toMatchObject({ name: [2, 'email'], label: 'E-mail', required: true });
  });

  it('checks the row’s field with the whole form’s schema: a refinement across rows blames the row that repeats', async () => {
    const values = form(
      { email: 'a@shop.test', types: ['low_stock'] },
      { email: 'A@Shop.test ', types: ['low_stock'] },
    );
    expect(await check(recipient(1, 'email').rules[0], 'A@Shop.test ', values)).toBe(
      'This email is already in the list',
    );
    expect(await check(recipient(0, 'email').rules[0], 'a@shop.test', values)).toBeNull();
    // The value being checked counts, not the one the store held before.
    expect(await check(recipient(1, 'email').rules[0], 'b@shop.test', values)).toBeNull();
  });

  it('says the contract’s words for a wrong, an empty field and an empty list of choices', async () => {
    const values = form({ email: '', types: [] });
    expect(await check(recipient(0, 'email').rules[0], 'a@shop', values)).toBe('Invailid email,please re-enter!');
    expect(await check(recipient(0, 'email').rules[0], '', values)).toBe('please input E-mail');
    expect(await check(recipient(0, 'types').rules[0], [], values)).toBe('Select at least 1');
    await i18n.changeLanguage('zh_CN');
    expect(await check(recipient(0, 'email').rules[0], 'a@shop', values)).toBe('邮箱格式错误，请重新输入！');
  });
});
