import { type ImportResult, product } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMerchant, sampleProduct } from './support/products';
import { TestApp } from './support/test-app';
import { upload, xlsxFile } from './support/xlsx';

const UUID = '0b0e6f0e-1c7a-4d4e-9a59-3f0c1f9b1a11';

/**
 * A SKU image is an upload of the same merchant, named exactly as /upload/img answered it. Found by
 * the probe: `updateProductUrl` took another merchant's file through `..`, `%2e%2e` and other hosts.
 */
describe('SKU image references', () => {
  let t: TestApp;
  let merchant: { token: string; customerId: number };
  let foreign: string[];
  beforeAll(async () => {
    t = await TestApp.start();
    merchant = await registerMerchant(t);
    const own = merchant.customerId;
    foreign = [
      `/uploads/${own}/../10001/${UUID}.png`,
      `/uploads/${own}/%2e%2e/10001/${UUID}.png`,
      `/uploads/${own}/..%2f10001/${UUID}.png`,
      `/uploads/10001/${UUID}.png`,
      `https://cdn.example.test/uploads/${own}/${UUID}.png`,
      `//cdn.example.test/uploads/${own}/${UUID}.png`,
      `/uploads/${own}/${UUID}.png?v=1`,
      `/uploads/${own}/${UUID}.PNG`,
      `/uploads/${own}/not-a-uuid.png`,
      `/uploads/${own}0/${UUID}.png`,
    ];
  });
  afterAll(() => t.close());

  const ownImage = () => `/uploads/${merchant.customerId}/${UUID}.png`;

  it('replaces an image only with an upload of the same merchant', async () => {
    const { id } = (await t.call(product.addProduct, { token: merchant.token, body: sampleProduct() })).content;
    expect(
      (await t.call(product.updateProductUrl, { token: merchant.token, body: { id, image_url: ownImage() } })).content,
    ).toEqual({ id, image_url: ownImage() });
    for (const image_url of foreign) {
      const reply = await t.call(product.updateProductUrl, { token: merchant.token, body: { id, image_url } });
      expect(reply.error_code, image_url).toBe(1001);
    }
    const zh = await t.call(product.updateProductUrl, {
      token: merchant.token,
      body: { id, image_url: foreign[0] },
      lang: 'zh_CN',
    });
    expect(zh.msg).toBe('验证失败: image_url: 图片须为本账号上传的图片');
    const detail = await t.call(product.getProductDetail, { token: merchant.token, query: { id } });
    expect(detail.content.image_url).toBe(ownImage());
  });

  it('creates a SKU only with its own image', async () => {
    for (const [index, image_url] of foreign.entries()) {
      const reply = await t.call(product.addProduct, {
        token: merchant.token,
        body: sampleProduct({ sku: `FOREIGN-${index}`, image_url }),
      });
      expect(reply.error_code, image_url).toBe(1001);
      expect(reply.msg, image_url).toMatch(/image_url: The image must be/);
    }
    const list = await t.call(product.getProductList, { token: merchant.token, query: { sku: 'FOREIGN' } });
    expect(list.content.total).toBe(0);
  });

  it('refuses the same references in an import row, naming the column', async () => {
    const header = [
      'SKU*',
      'English name*',
      'Chinese name*',
      'Product attribute*',
      'HS code*',
      'Declared value (USD)*',
    ];
    const sizes = ['Weight (g)*', 'Length (cm)*', 'Width (cm)*', 'Height (cm)*', 'Image URL'];
    const row = (sku: string, image: string) => [
      sku,
      `Item ${sku}`,
      `商品 ${sku}`,
      'general',
      '610910',
      12.5,
      180,
      30,
      20,
      2.5,
      image,
    ];
    const file = await xlsxFile({
      SKU: [
        [...header, ...sizes],
        row('IMG-OWN', ownImage()),
        ...foreign.slice(0, 5).map((url, i) => row(`IMG-${i}`, url)),
      ],
    });
    const reply = await upload<ImportResult>(t, product.importProduct, {
      token: merchant.token,
      filename: 'skus.xlsx',
      data: file,
    });
    expect(reply.content).toMatchObject({ total: 6, success: 1, failed: 5 });
    expect(reply.content.failures.map((f) => f.reasons)).toEqual(
      Array(5).fill(['The image must be one uploaded to this account']),
    );
  });
});
