import { ErrorCode, product, user } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMerchant, sampleProduct } from './support/products';
import { TestApp } from './support/test-app';

/**
 * docs/server/http-status.md: a business refusal is HTTP 200 with its error_code (the spec's
 * envelope convention); only transport refusals keep their status (401, 403, 404, 408, 413, 429, 5xx).
 */
describe('HTTP status of refusals', () => {
  let t: TestApp;
  let merchant: { token: string; customerId: number };
  beforeAll(async () => {
    t = await TestApp.start();
    merchant = await registerMerchant(t);
  });
  afterAll(() => t.close());

  it('answers business refusals with HTTP 200 and their error_code', async () => {
    const body = sampleProduct({ sku: 'STATUS-1' });
    expect((await t.call(product.addProduct, { token: merchant.token, body })).error_code).toBe(0);
    const taken = await t.call(product.addProduct, { token: merchant.token, body });
    expect([taken.status, taken.error_code]).toEqual([200, ErrorCode.SKU_EXISTS]);
    const invalid = await t.call(product.addProduct, { token: merchant.token, body: { ...body, sku: '' } });
    expect([invalid.status, invalid.error_code]).toEqual([200, ErrorCode.VALIDATION_FAILED]);
    const broken = await t.request({
      method: 'POST',
      url: product.addProduct.path,
      headers: { token: merchant.token, 'content-type': 'application/json' },
      payload: '{"sku":',
    });
    expect([broken.status, broken.error_code]).toEqual([200, ErrorCode.PARAMETER_ERROR]);
    const nothing = await t.call(product.deleteProduct, { token: merchant.token, body: { ids: [] } });
    expect(nothing.status).toBe(200);
    expect(nothing.error_code).not.toBe(0);
  });

  it('keeps the status of transport refusals', async () => {
    const signedOut = await t.call(user.getCurrentUser, {});
    expect([signedOut.status, signedOut.error_code]).toEqual([401, ErrorCode.SESSION_EXPIRED]);
    const unknown = await t.request({ method: 'GET', url: '/api/ucenter/nothing/here' });
    expect([unknown.status, unknown.error_code]).toEqual([404, ErrorCode.NOT_FOUND]);
    const missing = await t.call(product.getProductDetail, { token: merchant.token, query: { id: 99_999_999 } });
    expect([missing.status, missing.error_code]).toEqual([404, ErrorCode.NOT_FOUND]);
    const staff = await t.call(product.setStock, {
      headers: { 'ops-key': 'wrong' },
      body: { customer_id: merchant.customerId, sku: 'STATUS-1', warehouse_id: 1, total: 1, frozen: 0 },
    });
    expect([staff.status, staff.error_code]).toEqual([401, ErrorCode.STAFF_KEY_INVALID]);
  });
});
