/**
 * Account values without zod, apart from the rules that check them: the web app's entry reads the
 * platform types, and importing them from the zod rules' module would bring zod into every page.
 */
export const PLATFORM_TYPES = [1, 3, 4] as const;

/** Remittance currencies of spec section 9. */
export const CURRENCIES = [
  'USD',
  'HKD',
  'CNY',
  'EUR',
  'GBP',
  'AUD',
  'SGD',
  'CAD',
  'NZD',
  'KRW',
  'RUB',
  'CHF',
  'SEK',
  'JPY',
] as const;
