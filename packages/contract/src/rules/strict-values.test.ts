import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { localizeIssue, validationMessages } from '../core/validation-messages';
import { orderLineFormSchema } from '../operations/order/order-fields';
import { idRule } from './id';
import {
  booleanRule,
  DATE_MAX,
  DATE_MIN,
  dateRule,
  dateTimeRule,
  flagRule,
  numberInput,
  textProblem,
} from './strict-values';

/** The first refusal of `value` in `lang`, or undefined when the rule takes it. */
function refusal(rule: z.ZodType, value: unknown, lang: 'en' | 'zh_CN' = 'en'): string | undefined {
  const result = rule.safeParse(value);
  const issue = result.success ? undefined : result.error.issues[0];
  return issue ? localizeIssue(issue, lang, { label: 'Field' }) : undefined;
}

describe('the strict number rule', () => {
  const decimal = numberInput(z.number().min(-10).max(100));
  const quantity = numberInput(
    z.number({ message: 'v.lineQuantity' }).int({ message: 'v.wholeNumber' }).min(1, { message: 'v.lineQuantity' }),
  );

  it('takes a JSON number and the decimal text a query string carries', () => {
    expect(decimal.parse(12)).toBe(12);
    expect(decimal.parse('12')).toBe(12);
    expect(decimal.parse('-3')).toBe(-3);
    expect(decimal.parse('1.5')).toBe(1.5);
    expect(idRule.parse('42')).toBe(42);
  });

  it('refuses hex, exponents, spaces and booleans as not a number, in both languages', () => {
    for (const bad of ['0x10', '1e3', ' 12', '12 ', '+1', '.5', '1.', 'Infinity', 'NaN', true, false]) {
      expect(refusal(decimal, bad), String(bad)).toBe('Must be a number');
    }
    expect(refusal(idRule, '0x10', 'zh_CN')).toBe('须为数字');
    expect(refusal(idRule, true)).toBe('Must be a number');
    expect(refusal(quantity, true)).toBe('Must be a number');
  });

  it('refuses decimals where only whole numbers are taken', () => {
    expect(refusal(quantity, '1.5')).toBe('Must be a whole number');
    expect(refusal(idRule, 1.5)).toBe('Must be a whole number');
  });

  it("words a missing value (nothing, null, an empty text) with the field's own message", () => {
    for (const missing of [undefined, null, '']) {
      expect(refusal(quantity, missing)).toBe('The quantity cannot be null or 0!');
      expect(refusal(idRule, missing)).toBe('please input Field');
    }
    expect(numberInput(z.number()).optional().parse(undefined)).toBeUndefined();
    expect(numberInput(z.number().int()).prefault(20).parse(undefined)).toBe(20);
  });
});

describe('the order line as the form and an import row type it', () => {
  const line = { sku: 'SKU-1', name: 'Shirt', quantity: '2', unit_price: '1.50' };

  it('reads the same numbers as the strict rule, from cells or typed text', () => {
    expect(orderLineFormSchema.parse(line)).toMatchObject({ quantity: 2, unit_price: 150 });
    expect(orderLineFormSchema.parse({ ...line, quantity: 3, unit_price: 2 })).toMatchObject({ quantity: 3 });
  });

  it('says a hex or exponent quantity or price is no number, instead of reading 16 or 1000', () => {
    for (const field of ['quantity', 'unit_price'] as const) {
      for (const bad of ['0x10', '1e3']) {
        const result = orderLineFormSchema.safeParse({ ...line, [field]: bad });
        const issue = result.success ? undefined : result.error.issues[0];
        expect(issue && localizeIssue(issue, 'en'), `${field}=${bad}`).toBe('Must be a number');
      }
    }
  });
});

describe('the 0/1 flag rule', () => {
  it('takes 0 and 1 as numbers or as the text the web puts in addresses', () => {
    expect([0, 1, '0', '1'].map((value) => flagRule.parse(value))).toEqual([0, 1, 0, 1]);
  });

  it('refuses booleans and anything but 0 or 1', () => {
    for (const bad of [true, false, 'true', 2, '01', '', null])
      expect(refusal(flagRule, bad), String(bad)).toBe('Must be 0 or 1');
    expect(refusal(flagRule, true, 'zh_CN')).toBe('须为 0 或 1');
  });
});

describe('the boolean rule', () => {
  it('takes true and false, in JSON or as the text a form field carries', () => {
    expect([true, false, 'true', 'false'].map((value) => booleanRule.parse(value))).toEqual([true, false, true, false]);
    expect(booleanRule.prefault(false).parse(undefined)).toBe(false);
  });

  it('refuses 1, 0, their text and other words', () => {
    for (const bad of [1, 0, '1', '0', 'yes', 'TRUE', '', null]) {
      expect(refusal(booleanRule, bad), String(bad)).toBe('Must be true or false');
    }
    expect(refusal(booleanRule, 1, 'zh_CN')).toBe('须为 true 或 false');
  });
});

describe('the date rules', () => {
  const day = dateRule();
  const picked = dateRule({ required: 'v.requiredSelect' });
  const instant = dateTimeRule();

  it('take real days of the window as YYYY-MM-DD', () => {
    for (const ok of [DATE_MIN, DATE_MAX, '2024-02-29', '2026-11-29']) expect(day.parse(ok)).toBe(ok);
  });

  it('refuse days outside 2000–2100 with the window in the message', () => {
    expect(refusal(day, '0001-01-01')).toBe('Must be a date from 2000-01-01 to 2100-12-31');
    expect(refusal(day, '9999-12-31', 'zh_CN')).toBe('须为 2000-01-01 至 2100-12-31 之间的日期');
    expect(refusal(day, '1999-12-31')).toBe('Must be a date from 2000-01-01 to 2100-12-31');
    expect(refusal(day, '2101-01-01')).toBe('Must be a date from 2000-01-01 to 2100-12-31');
    expect(validationMessages['v.dateWindow'].en).toContain(`${DATE_MIN} to ${DATE_MAX}`);
  });

  it('refuse days that do not exist and other forms, once each', () => {
    for (const bad of ['2026-02-29', '2026-13-01', '2026-04-31', '2026-1-5', ' 2026-01-05', '20260105', 5]) {
      expect(
        day.safeParse(bad).error?.issues.map((issue) => issue.message),
        String(bad),
      ).toEqual(['v.date']);
    }
    expect(refusal(picked, '')).toBe('please select Field');
    expect(refusal(picked, undefined)).toBe('please select Field');
    expect(refusal(picked, '2026-02-30')).toBe('Must be a date as YYYY-MM-DD');
  });

  it('take instants with an offset whose day is in the window, and refuse the rest', () => {
    for (const ok of ['2026-11-28T16:00:00.000Z', '2026-11-29T00:00:00+08:00', '2000-01-01T00:00:00Z']) {
      expect(instant.parse(ok)).toBe(ok);
    }
    expect(refusal(instant, '0001-01-01T00:00:00Z')).toBe('Must be a date from 2000-01-01 to 2100-12-31');
    expect(refusal(instant, '9999-12-31T23:59:59Z')).toBe('Must be a date from 2000-01-01 to 2100-12-31');
    expect(refusal(instant, '2026-02-30T00:00:00Z')).toBe('Must be a valid date and time');
    expect(refusal(instant, '2026-11-29')).toBe('Must be a valid date and time');
  });
});

describe('the text rule', () => {
  it('refuses a lone surrogate, either half, and U+0000', () => {
    expect(textProblem('a\ud800b')).toBe('v.brokenText');
    expect(textProblem('\udc00')).toBe('v.brokenText');
    expect(textProblem('😀\ud83d')).toBe('v.brokenText');
    expect(textProblem('a\u0000')).toBe('v.invalid');
    expect(validationMessages['v.brokenText'].zh_CN).toBe('包含残缺的字符（半个表情或符号），请重新输入');
  });

  it('takes whole emoji, other scripts and empty text', () => {
    for (const ok of ['😀', '👍🏽 ok', '中文地址', 'Straße 3F2', '', '\u202e'])
      expect(textProblem(ok), ok).toBeUndefined();
  });
});
