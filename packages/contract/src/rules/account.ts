import { z } from 'zod';
import { CURRENCIES, PLATFORM_TYPES } from './account-values';
import { numberInput } from './strict-values';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

export const emailRule = z
  .string({ message: 'v.required' })
  .trim()
  .min(1, { message: 'v.required' })
  .max(120, { message: 'v.tooLong' })
  .pipe(z.email({ message: 'v.email' }))
  .transform((email) => email.toLowerCase());

/** Letters and digits, 8–64 characters: OWASP favours length over composition, merchants expect both. */
export const passwordRule = z
  .string({ message: 'v.required' })
  .min(1, { message: 'v.required' })
  .min(PASSWORD_MIN, { message: 'v.password' })
  .max(PASSWORD_MAX, { message: 'v.password' })
  .regex(/[A-Za-z]/, { message: 'v.password' })
  .regex(/\d/, { message: 'v.password' });

/** Any non-empty password (login, current password): the policy applies to new ones only. */
export const anyPasswordRule = z
  .string({ message: 'v.required' })
  .min(1, { message: 'v.required' })
  .max(PASSWORD_MAX * 4, { message: 'v.tooLong' });

export const nameRule = z
  .string({ message: 'v.required' })
  .trim()
  .min(1, { message: 'v.required' })
  .max(50, { message: 'v.tooLong' });

/** Digits, spaces and hyphens after an optional "+": the shape every phone field accepts. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 -]{4,19}$/;

export const phoneRule = z
  .string({ message: 'v.required' })
  .trim()
  .min(1, { message: 'v.required' })
  .max(20, { message: 'v.tooLong' })
  .regex(PHONE_PATTERN, { message: 'v.phone' });

/**
 * A phone that may be left out or empty (an account's own, on its profile: no asterisk); when given,
 * the same shape as `phoneRule`.
 */
export const optionalPhoneRule = z
  .string({ message: 'v.type' })
  .trim()
  .max(20, { message: 'v.tooLong' })
  .refine((phone) => phone === '' || PHONE_PATTERN.test(phone), { message: 'v.phone' })
  .default('');

export const platformTypeRule = numberInput(
  z
    .number()
    .int()
    .refine((n) => (PLATFORM_TYPES as readonly number[]).includes(n), { message: 'v.invalid' }),
);

export const currencyRule = z.enum(CURRENCIES, { message: 'v.currency' });
