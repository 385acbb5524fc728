import { z } from 'zod';
import { pageQuery } from '../../core/envelope';
import { idRule } from '../../rules/id';
import { flagRule, numberInput } from '../../rules/strict-values';
import { SHOP_PLATFORM_IDS, shopPlatform } from './platforms';

/**
 * What a merchant sends for a shop connection: the limit, the rules of each field and the create
 * body's checks across fields, the list's filter. What the API answers about a connection is in
 * `connection-views.ts`.
 */

/** How many connections one merchant keeps. */
export const SHOP_CONNECTION_MAX = 20;

const platformRule = z.enum(SHOP_PLATFORM_IDS, { message: 'v.choice' });
const nameRule = z
  .string({ message: 'v.required' })
  .trim()
  .min(1, { message: 'v.required' })
  .max(40, { message: 'v.tooLong' });
const shopUrlRule = z.union(
  [
    z.literal(''),
    z
      .string()
      .trim()
      .max(300, { message: 'v.tooLong' })
      .pipe(z.url({ protocol: /^https?$/, message: 'v.invalid' })),
  ],
  { message: 'v.invalid' },
);
const secretRule = z.string({ message: 'v.invalid' }).trim().max(500, { message: 'v.tooLong' });
const warehouseRule = numberInput(
  z.number({ message: 'v.warehouseSelect' }).int({ message: 'v.warehouseSelect' }).positive().max(2_147_483_647),
);
const stockBufferRule = numberInput(
  z.number({ message: 'v.invalid' }).int({ message: 'v.wholeNumber' }).min(0, { message: 'v.tooSmall' }).max(9999, {
    message: 'v.tooBig',
  }),
);

/** The credentials a connector platform needs; each platform reads its own fields (`credential_fields`). */
const credentialsSchema = z.object({
  access_token: secretRule.optional(),
  consumer_key: secretRule.optional(),
  consumer_secret: secretRule.optional(),
});

const connectionFields = {
  name: nameRule,
  shop_url: shopUrlRule.default(''),
  warehouse_id: warehouseRule,
  import_orders: flagRule.default(1),
  send_tracking: flagRule.default(1),
  stock_push: flagRule.default(0),
  stock_buffer: stockBufferRule.prefault(0),
};

export const createConnectionRequest = z
  .object({
    platform: platformRule,
    ...connectionFields,
    credentials: credentialsSchema.default({}),
  })
  .superRefine((body, ctx) => {
    const platform = shopPlatform(body.platform);
    if (platform.shop_url === 'required' && !body.shop_url) {
      ctx.addIssue({ code: 'custom', path: ['shop_url'], message: 'v.required' });
    }
    for (const field of platform.credential_fields) {
      if (!body.credentials[field])
        ctx.addIssue({ code: 'custom', path: ['credentials', field], message: 'v.required' });
    }
  });

export const updateConnectionRequest = z.object({
  id: idRule,
  ...connectionFields,
  credentials: credentialsSchema.default({}),
});

export const connectionListQuery = z.object({ platform: platformRule.optional() }).extend(pageQuery.shape);
