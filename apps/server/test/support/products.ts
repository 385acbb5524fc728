import { auth, type PackageCreateBody, type PackagingCreateBody, type ProductBody, product } from '@portal/contract';
import type { TestApp } from './test-app';

let merchants = 0;

/** A new merchant of its own (no demo SKUs), signed in: tests that count rows start from nothing. */
export async function registerMerchant(t: TestApp): Promise<{ token: string; customerId: number }> {
  merchants += 1;
  const password = 'Fresh#Start9';
  const reply = await t.call(auth.register, {
    body: {
      first_name: 'Pia',
      last_name: 'Product',
      email: `sku-${process.pid}-${merchants}-${Date.now()}@shop.test`,
      password,
      confirm_password: password,
      phone: '+1 555 0100',
      country: 'US',
      currency: 'USD',
      agree_privacy: true,
    },
    headers: { 'x-forwarded-for': `198.51.100.${merchants % 250}` },
  });
  if (reply.error_code !== 0) throw new Error(`register failed: ${reply.msg}`);
  return { token: reply.content.token, customerId: reply.content.customer_id };
}

/** A valid addProduct body (property 1 is general cargo); override what a test is about. */
export function sampleProduct(overrides: Partial<ProductBody> = {}): ProductBody {
  return {
    sku: 'TEE-RED-M',
    name_cn: '红色T恤 M码',
    name_en: 'Red T-shirt M',
    property_id: 1,
    hs_code: '610910',
    declared_value: 1250,
    weight_g: 180,
    length_cm: 30,
    width_cm: 20,
    height_cm: 2.5,
    ...overrides,
  };
}

/**
 * Creates a package of the merchant's SKUs (`product.addPackage`) with its code, components in the
 * order given and the other fields a test names (names default to the code, picked per order); answers
 * its id, and throws with the refusal when the package is not saved.
 */
export async function packageOf(
  t: TestApp,
  token: string,
  code: string,
  components: PackageCreateBody['components'],
  fields: Partial<Omit<PackageCreateBody, 'code' | 'components'>> = {},
): Promise<number> {
  const reply = await t.call(product.addPackage, {
    token,
    body: { name_en: code, name_cn: code, assembly: 'pick_components', ...fields, code, components },
  });
  if (reply.error_code !== 0) throw new Error(`addPackage ${code}: ${reply.msg}`);
  return reply.content.id;
}

/** A branded mailer, the default packaging of MUG-01; override what a test is about. */
export function samplePackaging(overrides: Partial<PackagingCreateBody> = {}): PackagingCreateBody {
  return {
    code: 'BOX-MAILER',
    name_en: 'Branded mailer',
    name_cn: '品牌邮寄盒',
    length_cm: 30,
    width_cm: 20,
    height_cm: '8.5',
    weight_g: 120,
    warning_quantity: 0,
    default_for: ['mug-01'],
    ...overrides,
  };
}

/** Creates the merchant's packaging (`product.addPackaging`) and answers its id; throws with the refusal. */
export async function packagingOf(t: TestApp, token: string, body: PackagingCreateBody): Promise<number> {
  const reply = await t.call(product.addPackaging, { token, body });
  if (reply.error_code !== 0) throw new Error(`addPackaging ${body.code}: ${reply.msg}`);
  return reply.content.id;
}
