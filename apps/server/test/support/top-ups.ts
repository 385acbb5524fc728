import { opsTopUp, topUp } from '@portal/contract';
import { type FormPart, multipart, TINY_PNG } from './multipart';
import type { TestApp } from './test-app';

/** A PNG no other test sends: `seed` changes its bytes (and so its hash) but not its type. */
export function uniquePng(seed: string): Buffer {
  return Buffer.concat([TINY_PNG, Buffer.from(`\n${seed}`)]);
}

export const PDF_VOUCHER = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** The receiving accounts most tests pay into. */
export async function configureAccounts(t: TestApp): Promise<void> {
  const accounts = [
    { platform: 'paypal', platform_name: 'PayPal', currency: 'USD', account_number: 'pay@provider.test' },
    { platform: 'bank_transfer', platform_name: 'Bank transfer', currency: 'JPY', account_number: 'JP-0001' },
    { platform: 'alipay', platform_name: 'Alipay', currency: 'EUR', account_number: 'ali-eur' },
    { platform: 'wechat_pay', platform_name: 'WeChat Pay', currency: 'CNY', account_number: 'wx-cny', enabled: false },
  ] as const;
  for (const account of accounts) {
    const reply = await t.call(opsTopUp.setReceivingAccount, {
      ops: true,
      body: { account_name: 'Provider Ltd', ...account },
    });
    if (reply.error_code !== 0) throw new Error(`setReceivingAccount: ${reply.msg}`);
  }
}

export interface SubmitInput {
  platform?: string;
  currency?: string;
  amount?: string | number;
  payment_date?: string;
  remark?: string;
  voucher?: { name: string; data: Buffer; type?: string } | null;
}

/** `topUp.submit` as the web form sends it: the fields, then the voucher. */
export function submitTopUp(t: TestApp, token: string, input: SubmitInput, lang: 'en' | 'zh_CN' = 'en') {
  const parts: FormPart[] = [];
  for (const name of ['platform', 'currency', 'amount', 'payment_date', 'remark'] as const) {
    const value = input[name];
    if (value !== undefined) parts.push({ name, data: String(value) });
  }
  if (input.voucher) {
    parts.push({
      name: 'voucher',
      filename: input.voucher.name,
      contentType: input.voucher.type ?? 'image/png',
      data: input.voucher.data,
    });
  }
  const form = multipart(parts);
  return t.request<unknown>({
    method: 'POST',
    url: topUp.submit.path,
    payload: form.payload,
    headers: { ...form.headers, token, 'accept-language': lang },
  });
}
