import { z } from 'zod';
import { defineOperation } from '../core/operation';
import {
  anyPasswordRule,
  currencyRule,
  emailRule,
  nameRule,
  passwordRule,
  phoneRule,
  platformTypeRule,
} from '../rules/account';

export const loginRequest = z.object({
  email: emailRule,
  password: anyPasswordRule,
});

export const login = defineOperation({
  id: 'auth.login',
  method: 'POST',
  changes: ['sessions', 'account'],
  path: '/api/ucenter/login',
  summary: 'Sign in with email and password; answers a session token for the `token` header.',
  auth: 'public',
  body: loginRequest,
  response: z.object({ token: z.string() }),
});

export const logout = defineOperation({
  id: 'auth.logout',
  method: 'POST',
  changes: ['sessions'],
  path: '/api/ucenter/logout',
  summary: 'Revoke the session of the `token` header.',
  auth: 'user',
  permission: 'account',
  response: z.null(),
});

export const registerRequest = z
  .object({
    first_name: nameRule,
    last_name: nameRule,
    email: emailRule,
    password: passwordRule,
    confirm_password: z.string({ message: 'v.required' }).min(1, { message: 'v.required' }),
    phone: phoneRule,
    country: z.string({ message: 'v.requiredSelect' }).regex(/^[A-Z]{2}$/, { message: 'v.country' }),
    currency: currencyRule,
    company_name: z.string().trim().max(100, { message: 'v.tooLong' }).optional(),
    agree_privacy: z.literal(true, { message: 'v.privacy' }),
    platform_type: platformTypeRule.optional(),
  })
  .refine((r) => r.password === r.confirm_password, { message: 'v.passwordMismatch', path: ['confirm_password'] });

export const register = defineOperation({
  id: 'auth.register',
  method: 'POST',
  changes: ['account', 'sessions'],
  path: '/api/ucenter/register',
  summary: 'Create a merchant (customer and main account) and sign it in.',
  auth: 'public',
  body: registerRequest,
  response: z.object({ token: z.string(), customer_id: z.number().int() }),
});

export const checkEmailIsExist = defineOperation({
  id: 'auth.checkEmailIsExist',
  method: 'POST',
  changes: [],
  path: '/api/ucenter/checkEmailIsExist',
  summary: 'Whether an email is already registered (registration form).',
  auth: 'public',
  body: z.object({ email: emailRule }),
  response: z.object({ is_exist: z.union([z.literal(0), z.literal(1)]) }),
});

export const sendResetEmail = defineOperation({
  id: 'auth.sendResetEmail',
  method: 'POST',
  changes: ['mail'],
  path: '/api/ucenter/forgotten/sendEmail',
  summary: 'Mail a single-use, expiring password-reset link. Answers success whether or not the email is registered.',
  auth: 'public',
  body: z.object({ email: emailRule, platform_type: platformTypeRule.optional() }),
  response: z.null(),
});

export const resetPasswordRequest = z
  .object({
    token: z.string().min(20, { message: 'v.invalid' }).max(200, { message: 'v.invalid' }),
    new_pwd: passwordRule,
    confirm_new_pwd: z.string({ message: 'v.required' }).min(1, { message: 'v.required' }),
  })
  .refine((r) => r.new_pwd === r.confirm_new_pwd, { message: 'v.passwordMismatch', path: ['confirm_new_pwd'] });

export const resetPassword = defineOperation({
  id: 'auth.resetPassword',
  method: 'POST',
  changes: ['account', 'sessions', 'mail'],
  path: '/api/ucenter/forgotten/resetPassword',
  summary: 'Set a new password with the token from the reset link; revokes every session of the account.',
  auth: 'public',
  body: resetPasswordRequest,
  response: z.null(),
});
