import { z } from 'zod';
import { defineOperation } from '../../core/operation';
import { nameRule, optionalPhoneRule } from '../../rules/account';
import { timeZoneRule } from '../../rules/time-zone';
import { contactSchema } from '../dashboard';

/**
 * The signed-in account's own profile (/user/profile, spec 2): every account, main or sub, edits its
 * own. The e-mail is the sign-in identity and is shown, never changed here. The language is the one
 * mail about the account is written in and the portal opens in; the time zone only changes how the
 * web shows times (the API keeps and sends UTC).
 */

/** Languages a profile may choose (zh_TW is a UI stub only). */
export const PROFILE_LANGS = ['en', 'zh_CN'] as const;

export const profileSchema = z.object({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** Empty when never given. */
  phone: z.string(),
  lang: z.enum(PROFILE_LANGS),
  /** IANA name; 'UTC' until chosen. */
  time_zone: z.string(),
  /** The provider's contacts of the merchant (spec 1), as the home page shows them. */
  contacts: z.array(contactSchema),
});
export type Profile = z.infer<typeof profileSchema>;

export const updateProfileRequest = z.object({
  first_name: nameRule,
  last_name: nameRule,
  phone: optionalPhoneRule,
  lang: z.enum(PROFILE_LANGS, { message: 'v.requiredSelect' }),
  time_zone: timeZoneRule,
});

export const updateLanguageRequest = z.object({
  lang: z.enum(PROFILE_LANGS, { message: 'v.requiredSelect' }),
});

export const getProfile = defineOperation({
  id: 'user.getProfile',
  method: 'GET',
  shows: ['account'],
  path: '/api/ucenter/customer/user/getProfile',
  summary: "The signed-in account's name, e-mail, phone, language and time zone, and the merchant's contacts.",
  auth: 'user',
  permission: 'account',
  response: profileSchema,
});

export const updateProfile = defineOperation({
  id: 'user.updateProfile',
  method: 'POST',
  changes: ['account'],
  path: '/api/ucenter/customer/user/updateProfile',
  summary:
    "Change the signed-in account's own name, phone, language and time zone (the e-mail is the sign-in identity and stays).",
  auth: 'user',
  permission: 'account',
  body: updateProfileRequest,
  response: profileSchema,
});

/**
 * The header's language switch: the profile's language alone, so a switch never writes back the
 * other fields a profile form in another tab may be editing.
 */
export const updateLanguage = defineOperation({
  id: 'user.updateLanguage',
  method: 'POST',
  changes: ['account'],
  path: '/api/ucenter/customer/user/updateLanguage',
  summary:
    "Change the signed-in account's own language (mail about the account, and the portal at its next sign-in elsewhere, use it).",
  auth: 'user',
  permission: 'account',
  body: updateLanguageRequest,
  response: profileSchema,
});
