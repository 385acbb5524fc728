import { z } from 'zod';
import { defineOperation } from '../core/operation';

export * from './warning-email/errors';

/**
 * Warning e-mails (spec 1 "Set a warning email for error orders", 5, 9): up to 10 addresses the
 * merchant's alerts are mailed to, each choosing the kinds it receives. Customer service switches
 * the setting on for a merchant (`warning_email_enabled`, `/api/ops/customer/updateSettings`); until
 * then it is read-only. Alerts are batched per merchant, at most one mail per address every
 * `WARNING_EMAIL_BATCH_MINUTES`, and an order is never alerted twice for the same kind
 * (docs/server/warning-email.md).
 */

/** The most addresses a merchant may set (spec 9). */
export const WARNING_EMAIL_MAX = 10;

/** Immediate alerts wait this long for others of the same merchant, so a burst is one mail. */
export const WARNING_EMAIL_BATCH_MINUTES = 10;

/**
 * What an address may receive:
 * - `error_order`: an order went to Alert or Expired (a carrier exception, a parcel lost in transit);
 * - `exception`: an order exception waiting for the merchant's reply;
 * - `low_stock`: SKUs whose available stock is below their warning quantity (a daily digest);
 * - `inbound_difference`: a booking received with a difference (a loss or gain order).
 */
export const WARNING_EMAIL_TYPES = ['error_order', 'exception', 'low_stock', 'inbound_difference'] as const;
export type WarningEmailType = (typeof WARNING_EMAIL_TYPES)[number];

/** The address as spec 5 checks it, with its message spelled as the spec spells it. */
export const warningEmailAddressRule = z
  .string({ message: 'v.required' })
  .trim()
  .min(1, { message: 'v.required' })
  .max(120, { message: 'v.tooLong' })
  .pipe(z.email({ message: 'v.warningEmail' }))
  .transform((email) => email.toLowerCase());

export const warningEmailRecipientSchema = z.object({
  email: warningEmailAddressRule,
  types: z
    .array(z.enum(WARNING_EMAIL_TYPES, { message: 'v.invalid' }))
    .min(1, { message: 'v.tooFewItems' })
    .max(WARNING_EMAIL_TYPES.length, { message: 'v.tooManyItems' }),
});
export type WarningEmailRecipient = z.infer<typeof warningEmailRecipientSchema>;

export const warningEmailSettingSchema = z.object({
  /** 1 once customer service enabled warning e-mails for the merchant; saving is refused before. */
  enabled: z.union([z.literal(0), z.literal(1)]),
  /** The hour of the day (UTC, 0–23) the low-stock digest is mailed. */
  digest_hour: z.number().int(),
  recipients: z.array(z.object({ email: z.string(), types: z.array(z.enum(WARNING_EMAIL_TYPES)) })),
  updated_at: z.string().nullable(),
});
export type WarningEmailSetting = z.infer<typeof warningEmailSettingSchema>;

export const saveWarningEmailRequest = z
  .object({
    digest_hour: z.number({ message: 'v.required' }).int({ message: 'v.wholeNumber' }).min(0).max(23),
    recipients: z.array(warningEmailRecipientSchema).max(WARNING_EMAIL_MAX, { message: 'v.warningEmailMax' }),
  })
  .superRefine((request, ctx) => {
    const seen = new Set<string>();
    request.recipients.forEach((recipient, index) => {
      if (seen.has(recipient.email)) {
        ctx.addIssue({ code: 'custom', message: 'v.duplicateEmail', path: ['recipients', index, 'email'] });
      }
      seen.add(recipient.email);
    });
  });

export const info = defineOperation({
  id: 'warningEmail.info',
  method: 'GET',
  shows: ['account', 'alerts'],
  path: '/api/ucenter/warningEmail/info',
  summary:
    'The warning-email addresses, the kinds each receives, the digest hour, and whether customer service enabled them.',
  auth: 'user',
  permission: 'account',
  mainAccountOnly: true,
  response: warningEmailSettingSchema,
});

export const save = defineOperation({
  id: 'warningEmail.save',
  method: 'POST',
  changes: ['alerts'],
  path: '/api/ucenter/warningEmail/save',
  summary: `Replace the warning-email addresses (at most ${WARNING_EMAIL_MAX}, each with the kinds it receives) and the digest hour. Refused until customer service enables warning e-mails.`,
  auth: 'user',
  permission: 'account',
  mainAccountOnly: true,
  body: saveWarningEmailRequest,
  response: warningEmailSettingSchema,
});
