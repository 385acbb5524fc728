import { describe, expect, it } from 'vitest';
import { baiduSign } from './baidu-translator';

describe('Baidu request signature', () => {
  it("matches the worked example of Baidu's API documentation", () => {
    // appid 2015063000000001, q "apple", salt 1435660288, key 12345678.
    expect(baiduSign('2015063000000001', 'apple', '1435660288', '12345678')).toBe('f89f9594663708c1605f3d736d01d2d4');
  });

  it('signs the UTF-8 text as sent, before form encoding', () => {
    expect(baiduSign('1', '红色 T恤', '2', '3')).toMatch(/^[0-9a-f]{32}$/);
    expect(baiduSign('1', '红色 T恤', '2', '3')).not.toBe(baiduSign('1', '红色%20T恤', '2', '3'));
  });
});
