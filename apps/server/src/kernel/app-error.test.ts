import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RetryLaterError } from '../identity/retry-later';
import { AppError } from './app-error';

describe('AppError carries message keys, worded when sent', () => {
  it('words one refusal in each language from its keys and parameters', () => {
    const error = new AppError('VALIDATION_FAILED', {
      fields: [
        { field: 'copies', message: 'v.tooBig', params: { max: 454 } },
        {
          field: 'file',
          message: { en: 'The header row lacks the columns: {columns}', zh_CN: '表头缺少以下列：{columns}' },
          params: { columns: { en: 'SKU, Name', zh_CN: 'SKU、名称' } },
        },
      ],
    });
    expect(error.fieldErrors('en')).toEqual([
      { field: 'copies', message: 'Must be at most 454' },
      { field: 'file', message: 'The header row lacks the columns: SKU, Name' },
    ]);
    expect(error.fieldErrors('zh_CN')).toEqual([
      { field: 'copies', message: '不能大于 454' },
      { field: 'file', message: '表头缺少以下列：SKU、名称' },
    ]);
  });

  it("fills the code's own message placeholders, per language where the value differs", () => {
    const error = new AppError('ORDER_TRANSITION_REFUSED', {
      params: { from: { en: 'Shipped', zh_CN: '已发货' }, to: { en: 'Canceled', zh_CN: '已取消' } },
    });
    expect(error.localizedMessage('en')).toBe('The order cannot go from Shipped to Canceled');
    expect(error.localizedMessage('zh_CN')).toBe('订单不能从 已发货 变为 已取消');
    expect(new AppError('ORDER_NO_EXISTS', { params: { platform_order_no: 'A-1' } }).localizedMessage('zh_CN')).toBe(
      '平台订单号 A-1 已存在',
    );
  });

  it('words the issues of a contract schema in the language asked', () => {
    const parsed = z.object({ email: z.string().email({ message: 'v.email' }) }).safeParse({ email: 'x' });
    const error = new AppError('VALIDATION_FAILED', { issues: parsed.error?.issues ?? [] });
    expect(error.fieldErrors('en')).toEqual([{ field: 'email', message: 'Please enter a valid email address' }]);
    expect(error.fieldErrors('zh_CN')).toEqual([{ field: 'email', message: '请输入有效的邮箱地址' }]);
  });

  it('says how long to wait in the language asked', () => {
    const error = new RetryLaterError(40_000);
    expect(error.fieldErrors('en')[0]?.message).toBe('please try again in 40 seconds');
    expect(error.fieldErrors('zh_CN')[0]?.message).toBe('请 40 秒后再试');
    expect(error.retryAfterSeconds).toBe(40);
  });
});
