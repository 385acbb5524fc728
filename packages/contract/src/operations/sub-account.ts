import { z } from 'zod';
import { listOf, pageQuery } from '../core/envelope';
import { defineOperation } from '../core/operation';
import { grantInputSchema, grantSchema } from '../menu/grant-schema';
import type { Grant } from '../menu/permissions';
import { emailRule, nameRule, passwordRule } from '../rules/account';
import { idRule } from '../rules/id';

/**
 * Sub-accounts (spec 3 "Sub-account", 6): the main account's colleagues (`insider`) and suppliers
 * (`supplier`, a factory that ships goods in), each with its own sign-in and the rights the main
 * account grants. Only the main account manages them (docs/server/sub-accounts.md).
 */
export const SUB_ACCOUNT_TYPES = ['insider', 'supplier'] as const;
export type SubAccountType = (typeof SUB_ACCOUNT_TYPES)[number];

/** `invited`: created by invitation, waiting for the invitee to set a password through the mailed link. */
export const SUB_ACCOUNT_STATUSES = ['active', 'disabled', 'invited'] as const;
export type SubAccountStatus = (typeof SUB_ACCOUNT_STATUSES)[number];

/** How long an invitation's link can be used. */
export const INVITATION_TTL_DAYS = 7;

/** What a new supplier is offered: its SKUs and the bookings that bring them in, no export. */
export const SUPPLIER_GRANT: Grant = { areas: { product: 'manage', inbound: 'manage' }, export: false, skus: 'chosen' };

/** How many SKUs one grant may name; a merchant wanting more grants all of them. */
export const MAX_GRANTED_SKUS = 5000;

const accountTypeRule = z.enum(SUB_ACCOUNT_TYPES, { message: 'v.invalid' });

export const subAccountItemSchema = z.object({
  id: z.number().int(),
  account_type: z.enum(SUB_ACCOUNT_TYPES),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  status: z.enum(SUB_ACCOUNT_STATUSES),
  grant: grantSchema,
  /** How many SKUs a `chosen` grant names (0 when the grant reaches all SKUs). */
  sku_count: z.number().int(),
  /** When the account last signed in; null if never. */
  last_sign_in_at: z.string().nullable(),
  /** For an invited account: until when its link can be used. */
  invitation_expires_at: z.string().nullable(),
  created_at: z.string(),
});
export type SubAccountItem = z.infer<typeof subAccountItemSchema>;

/** The list's filters, as the address keeps them. */
export const subAccountFilterSchema = z.object({
  keyword: z.string().trim().max(120, { message: 'v.tooLong' }).optional(),
  status: z.enum(SUB_ACCOUNT_STATUSES, { message: 'v.invalid' }).optional(),
  account_type: accountTypeRule.optional(),
});

const fieldsSchema = z.object({
  account_type: accountTypeRule,
  first_name: nameRule,
  last_name: nameRule,
  grant: grantInputSchema,
  /** The SKUs (product ids) a `chosen` grant reaches; ignored when the grant reaches all. */
  sku_ids: z.array(idRule, { message: 'v.invalid' }).max(MAX_GRANTED_SKUS, { message: 'v.tooManyItems' }).default([]),
});

/** A `chosen` grant names at least one SKU (else the account would see nothing of its areas). */
function skusChosen(r: { grant: Grant; sku_ids: number[] }): boolean {
  return r.grant.skus !== 'chosen' || r.sku_ids.length > 0;
}
const SKUS_CHOSEN = { message: 'v.chooseSkus', path: ['sku_ids'] };

export const getList = defineOperation({
  id: 'subAccount.getList',
  method: 'GET',
  shows: ['account', 'sessions'],
  path: '/api/ucenter/customer/subAccount/getList',
  summary: 'The merchant’s sub-accounts, newest first, by name or e-mail (`keyword`), status and type.',
  auth: 'user',
  permission: 'account',
  mainAccountOnly: true,
  query: subAccountFilterSchema.extend(pageQuery.shape),
  response: listOf(subAccountItemSchema),
});

export const createRequest = fieldsSchema
  .extend({
    email: emailRule,
    /** 1 (the default): mail an invitation to set a password; 0: the main account types one. */
    invite: z.union([z.literal(0), z.literal(1)], { message: 'v.invalid' }).default(1),
    password: passwordRule.optional(),
  })
  .refine((r) => r.invite === 1 || r.password !== undefined, { message: 'v.required', path: ['password'] })
  .refine(skusChosen, SKUS_CHOSEN);

export const create = defineOperation({
  id: 'subAccount.create',
  method: 'POST',
  changes: ['account', 'mail'],
  path: '/api/ucenter/customer/subAccount/create',
  summary: `Create a sub-account. By default an invitation is mailed whose link sets the password (valid ${INVITATION_TTL_DAYS} days); with \`invite: 0\` the password is given here. The e-mail must be unused across the portal.`,
  auth: 'user',
  permission: 'account',
  mainAccountOnly: true,
  body: createRequest,
  response: z.object({ id: z.number().int() }),
});

export const updateRequest = fieldsSchema.extend({ id: idRule }).refine(skusChosen, SKUS_CHOSEN);

export const update = defineOperation({
  id: 'subAccount.update',
  method: 'POST',
  changes: ['account'],
  path: '/api/ucenter/customer/subAccount/update',
  summary: 'Change a sub-account’s type, name and rights; they apply from its next request.',
  auth: 'user',
  permission: 'account',
  mainAccountOnly: true,
  body: updateRequest,
  response: z.null(),
});

export const grantedSkuSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  name_en: z.string(),
  name_cn: z.string(),
});
export type GrantedSku = z.infer<typeof grantedSkuSchema>;

export const getSkus = defineOperation({
  id: 'subAccount.getSkus',
  method: 'GET',
  shows: ['account', 'products'],
  path: '/api/ucenter/customer/subAccount/getSkus',
  summary: 'The SKUs a sub-account limited to chosen SKUs reaches, by SKU code (empty when it reaches all).',
  auth: 'user',
  permission: 'account',
  mainAccountOnly: true,
  query: z.object({ id: idRule }),
  response: z.object({ list: z.array(grantedSkuSchema) }),
});

export const setStatus = defineOperation({
  id: 'subAccount.setStatus',
  method: 'POST',
  changes: ['account', 'sessions'],
  path: '/api/ucenter/customer/subAccount/setStatus',
  summary: 'Disable a sub-account (its sessions end at once) or enable it again.',
  auth: 'user',
  permission: 'account',
  mainAccountOnly: true,
  body: z.object({ id: idRule, status: z.enum(['active', 'disabled'], { message: 'v.invalid' }) }),
  response: z.null(),
});

export const remove = defineOperation({
  id: 'subAccount.delete',
  method: 'POST',
  changes: ['account', 'sessions', 'messages', 'notices'],
  path: '/api/ucenter/customer/subAccount/delete',
  summary: 'Delete a sub-account, or withdraw a pending invitation: its sessions and link stop working.',
  auth: 'user',
  permission: 'account',
  mainAccountOnly: true,
  body: z.object({ id: idRule }),
  response: z.null(),
});

export const resendInvitation = defineOperation({
  id: 'subAccount.resendInvitation',
  method: 'POST',
  changes: ['account', 'mail'],
  path: '/api/ucenter/customer/subAccount/resendInvitation',
  summary: `Mail a pending invitation again with a new link (valid ${INVITATION_TTL_DAYS} days); the earlier link stops working.`,
  auth: 'user',
  permission: 'account',
  mainAccountOnly: true,
  body: z.object({ id: idRule }),
  response: z.object({ invitation_expires_at: z.string() }),
});

export const sendPasswordReset = defineOperation({
  id: 'subAccount.sendPasswordReset',
  method: 'POST',
  changes: ['mail'],
  path: '/api/ucenter/customer/subAccount/sendPasswordReset',
  summary: 'Mail an active sub-account a link to set a new password (the forgotten-password mail).',
  auth: 'user',
  permission: 'account',
  mainAccountOnly: true,
  body: z.object({ id: idRule }),
  response: z.null(),
});

export const getInvitation = defineOperation({
  id: 'subAccount.getInvitation',
  method: 'POST',
  changes: [],
  shows: ['account'],
  path: '/api/ucenter/invitation/get',
  summary: 'What an invitation link is for (the invitee’s e-mail and name, the merchant), while it can be used.',
  auth: 'public',
  body: z.object({ token: z.string().min(1, { message: 'v.required' }).max(200, { message: 'v.tooLong' }) }),
  response: z.object({ email: z.string(), first_name: z.string(), merchant: z.string() }),
});

export const acceptInvitationRequest = z
  .object({
    token: z.string().min(1, { message: 'v.required' }).max(200, { message: 'v.tooLong' }),
    password: passwordRule,
    confirm_password: z.string({ message: 'v.required' }).min(1, { message: 'v.required' }),
  })
  .refine((r) => r.password === r.confirm_password, { message: 'v.passwordMismatch', path: ['confirm_password'] });

export const acceptInvitation = defineOperation({
  id: 'subAccount.acceptInvitation',
  method: 'POST',
  changes: ['account', 'sessions'],
  path: '/api/ucenter/invitation/accept',
  summary: 'Set the invitee’s password through the invitation link; the account becomes active and is signed in.',
  auth: 'public',
  body: acceptInvitationRequest,
  response: z.object({ token: z.string() }),
});
