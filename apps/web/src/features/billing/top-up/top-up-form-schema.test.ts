import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { submitBody, topUpFormSchema } from './top-up-form-schema';

const voucher = new File([new Uint8Array([0x89, 0x50])], 'slip.png', { type: 'image/png' });
const valid = {
  platform: 'paypal',
  currency: 'EUR' as const,
  amount: '1234.5',
  payment_date: dayjs('2026-03-01'),
  voucher,
  remark: '',
};

function messages(values: Record<string, unknown>): string[] {
  const result = topUpFormSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
}

describe('the top-up form', () => {
  it('takes an amount with the currency own decimals only', () => {
    expect(messages(valid)).toEqual([]);
    expect(messages({ ...valid, amount: '1.234' })).toEqual(['amount:v.currencyAmount']);
    expect(messages({ ...valid, currency: 'JPY', amount: '1000.5' })).toEqual(['amount:v.currencyAmount']);
    expect(messages({ ...valid, currency: 'JPY', amount: '1000' })).toEqual([]);
    expect(messages({ ...valid, amount: '0' })).toEqual(['amount:v.currencyAmount']);
  });

  it('wants a voucher named jpg, png or pdf of at most 10 MB, and a remark of at most 500 characters', () => {
    expect(messages({ ...valid, voucher: undefined })).toEqual(['voucher:v.voucherRequired']);
    expect(messages({ ...valid, voucher: new File(['x'], 'slip.gif') })).toEqual(['voucher:v.voucherType']);
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.pdf');
    expect(messages({ ...valid, voucher: big })).toEqual(['voucher:v.voucherSize']);
    expect(messages({ ...valid, remark: 'x'.repeat(501) })).toEqual(['remark:v.over500']);
  });

  it('sends minor units and the day, the voucher last', () => {
    const body = submitBody({ ...valid, currency: 'EUR' });
    expect([...body.keys()]).toEqual(['platform', 'currency', 'amount', 'payment_date', 'remark', 'voucher']);
    expect(body.get('amount')).toBe('123450');
    expect(body.get('payment_date')).toBe('2026-03-01');
  });
});
