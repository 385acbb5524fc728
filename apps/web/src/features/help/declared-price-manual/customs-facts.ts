/**
 * The destinations' customs thresholds the manual states (spec 9: EU VAT from 0 euro since 1 July
 * 2021, IOSS up to 150 euro DDP). They are the authorities' rules, not ones the portal enforces; the
 * rules it does enforce come from the contract (`MONEY_DECIMALS`, `HS_CODE_MIN_DIGITS`, …).
 */
export const CUSTOMS_FACTS = {
  euVatFrom: '2021-07-01',
  euIossMaxEur: 150,
  ukLowValueMaxGbp: 135,
  usDeMinimisUsd: 800,
  usDeMinimisEnded: '2025-08-29',
  auLowValueMaxAud: 1000,
} as const;
