import { z } from 'zod';
import { defineOperation } from '../core/operation';
import { anyPasswordRule, passwordRule } from '../rules/account';
import { idRule } from '../rules/id';
import { flagRule, numberInput } from '../rules/strict-values';

const flag = z.union([z.literal(0), z.literal(1)], { message: 'v.invalid' });

export const getSettingInfo = defineOperation({
  id: 'setting.getSettingInfo',
  method: 'GET',
  shows: ['account'],
  path: '/api/ucenter/customer/setting/getSettingInfo',
  summary: 'API key (empty until generated) and the true-tracking-number display flag.',
  auth: 'user',
  permission: 'account',
  response: z.object({ apikey: z.string(), show_true_tracking_number: flag }),
});

export const generateCustomerApiKey = defineOperation({
  id: 'setting.generateCustomerApiKey',
  method: 'POST',
  changes: ['account'],
  path: '/api/ucenter/customer/setting/generateCustomerApiKey',
  summary: 'Generate (or replace) the merchant API key; the old key stops working.',
  auth: 'user',
  permission: 'account',
  mainAccountOnly: true,
  response: z.object({ apikey: z.string() }),
});

export const updatePwdRequest = z
  .object({
    current_pwd: anyPasswordRule,
    new_pwd: passwordRule,
    confirm_new_pwd: z.string({ message: 'v.required' }).min(1, { message: 'v.required' }),
  })
  .refine((r) => r.new_pwd === r.confirm_new_pwd, {
    message: 'v.passwordMismatchChange',
    path: ['confirm_new_pwd'],
  })
  .refine((r) => r.new_pwd !== r.current_pwd, { message: 'v.passwordSame', path: ['new_pwd'] });

export const updatePwd = defineOperation({
  id: 'setting.updatePwd',
  method: 'POST',
  changes: ['account', 'sessions', 'mail'],
  path: '/api/ucenter/customer/setting/updatePwd',
  summary: 'Change the main account password; every session of the account is revoked.',
  auth: 'user',
  permission: 'account',
  mainAccountOnly: true,
  body: updatePwdRequest,
  response: z.null(),
});

export const changeShowTrueTrackingNumber = defineOperation({
  id: 'setting.changeShowTrueTrackingNumber',
  method: 'POST',
  changes: ['account'],
  path: '/api/ucenter/customer/setting/changeShowTrueTrackingNumber',
  summary: 'Show the carrier tracking number instead of the provider one (merchant-wide: main account only).',
  auth: 'user',
  permission: 'account',
  mainAccountOnly: true,
  body: z.object({ show_true_tracking_number: flagRule }),
  response: z.object({ show_true_tracking_number: flag }),
});

export const updateOperationGuide = defineOperation({
  id: 'setting.updateOperationGuide',
  method: 'POST',
  changes: ['account'],
  path: '/api/ucenter/customer/setting/updateOperationGuide',
  summary: 'Record that the first-login operation guide was read.',
  auth: 'user',
  permission: 'account',
  body: z.object({ is_read: flagRule, guide_type: numberInput(z.literal(3, { message: 'v.invalid' })) }),
  response: z.null(),
});

export const accountSessionSchema = z.object({
  id: z.number().int(),
  /** Browser and system read from the User-Agent ("Chrome 140 · Windows 10"); empty when unknown. */
  device: z.string(),
  /** Client address at sign-in. */
  ip: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  /** 1 for the session making this request. */
  current: flag,
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const getSessionList = defineOperation({
  id: 'setting.getSessionList',
  method: 'GET',
  shows: ['sessions'],
  path: '/api/ucenter/customer/setting/getSessionList',
  summary: "The live sessions of the caller's own account (never another account's), the current one marked.",
  auth: 'user',
  permission: 'account',
  response: z.array(accountSessionSchema),
});

export const endSession = defineOperation({
  id: 'setting.endSession',
  method: 'POST',
  changes: ['sessions'],
  path: '/api/ucenter/customer/setting/endSession',
  summary: "End another session of the caller's own account; the current one ends by logging out.",
  auth: 'user',
  permission: 'account',
  body: z.object({ id: idRule }),
  response: z.null(),
});

export const endOtherSessions = defineOperation({
  id: 'setting.endOtherSessions',
  method: 'POST',
  changes: ['sessions'],
  path: '/api/ucenter/customer/setting/endOtherSessions',
  summary: "End every session of the caller's own account except the current one; answers how many ended.",
  auth: 'user',
  permission: 'account',
  response: z.object({ ended: z.number().int() }),
});
