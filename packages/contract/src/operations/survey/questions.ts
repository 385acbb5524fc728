/**
 * The surveys' questions (issue 28): the choices each question offers and the limits, zod-free so
 * the web's forms and the server's export name them from one place.
 */

/** The surveys a campaign can run: the customs survey and the tax opinions collection. */
export const SURVEY_KINDS = ['customs', 'tax_opinions'] as const;
export type SurveyKind = (typeof SURVEY_KINDS)[number];

/** Customs survey: where the merchant's parcels mostly go. */
export const CUSTOMS_MARKETS = ['us', 'eu', 'uk', 'ca', 'au', 'jp', 'middle_east', 'latin_america', 'other'] as const;
export type CustomsMarket = (typeof CUSTOMS_MARKETS)[number];

/**
 * Customs survey: a parcel's typical declared value in USD, cut where the common de-minimis and
 * low-value regimes change (EU IOSS up to EUR 150, US entry thresholds).
 */
export const DECLARED_VALUE_RANGES = ['under_22', '22_to_150', '150_to_800', 'over_800'] as const;
export type DeclaredValueRange = (typeof DECLARED_VALUE_RANGES)[number];

/** Customs survey: which tax numbers the merchant declares with. */
export const TAX_NUMBER_USES = ['ioss_and_vat', 'ioss_only', 'vat_only', 'none', 'planned'] as const;
export type TaxNumberUse = (typeof TAX_NUMBER_USES)[number];

/** Customs survey: what the merchant ships. */
export const SURVEY_PRODUCT_CATEGORIES = [
  'apparel',
  'electronics',
  'home',
  'beauty',
  'toys',
  'sports',
  'batteries',
  'food',
  'other',
] as const;
export type SurveyProductCategory = (typeof SURVEY_PRODUCT_CATEGORIES)[number];

/**
 * Tax questionnaire (spec 3): how the merchant prepays corporate income tax: 1 by the actual profit
 * of the period, 2 by the average taxable income of the previous tax year.
 */
export const TAX_DECLARATION_OPTIONS = [1, 2] as const;
export type TaxDeclarationOption = (typeof TAX_DECLARATION_OPTIONS)[number];

/** A free-text answer's length. */
export const SURVEY_FEEDBACK_MAX = 1000;
/** The tax questionnaire's name field. */
export const SURVEY_NAME_MAX = 100;
/** A campaign's title, set by staff. */
export const SURVEY_TITLE_MAX = 200;
