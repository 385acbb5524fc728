import {
  CURRENCIES,
  platformCodeRule,
  type TopUpCurrency,
  toMinorUnits,
  topUpRemarkRule,
  VOUCHER_MAX_BYTES,
} from '@portal/contract';
import dayjs, { type Dayjs } from 'dayjs';
import { z } from 'zod';

/**
 * The top-up form as typed: the amount in the currency's units ("1234.50"; whole yen or won), the
 * payment date as a picked day, the voucher as a file. `submitBody` turns it into the contract's
 * fields (minor units, YYYY-MM-DD); the server checks them again, and the voucher by its content.
 */
export const topUpFormSchema = z
  .object({
    platform: platformCodeRule,
    currency: z.enum(CURRENCIES, { message: 'v.requiredSelect' }),
    amount: z.string({ message: 'v.required' }).trim().min(1, { message: 'v.required' }),
    payment_date: z.custom<Dayjs>((value) => dayjs.isDayjs(value), { message: 'v.requiredSelect' }),
    voucher: z
      .custom<File>((value) => value instanceof File, { message: 'v.voucherRequired' })
      .refine((file) => /\.(jpe?g|png|pdf)$/i.test(file.name), { message: 'v.voucherType' })
      .refine((file) => file.size <= VOUCHER_MAX_BYTES, { message: 'v.voucherSize' }),
    remark: topUpRemarkRule,
  })
  .superRefine((form, context) => {
    if (form.amount.trim() && toMinorUnits(form.amount, form.currency) === undefined) {
      context.addIssue({ code: 'custom', path: ['amount'], message: 'v.currencyAmount' });
    }
  });

export interface TopUpFormValues {
  platform?: string;
  currency?: TopUpCurrency;
  amount?: string;
  payment_date?: Dayjs;
  voucher?: File;
  remark?: string;
}

/** The multipart body of `topUp.submit`: the fields first, then the voucher (the server reads them in that order). */
export function submitBody(values: Required<Omit<TopUpFormValues, 'remark'>> & { remark?: string }): FormData {
  const body = new FormData();
  body.append('platform', values.platform);
  body.append('currency', values.currency);
  body.append('amount', String(toMinorUnits(values.amount, values.currency) ?? ''));
  body.append('payment_date', values.payment_date.format('YYYY-MM-DD'));
  body.append('remark', values.remark ?? '');
  body.append('voucher', values.voucher);
  return body;
}
