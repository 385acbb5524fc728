import {
  CUSTOMS_MARKETS,
  type CustomsMarket,
  DECLARED_VALUE_RANGES,
  type DeclaredValueRange,
  SURVEY_PRODUCT_CATEGORIES,
  type SurveyProductCategory,
  TAX_NUMBER_USES,
  type TaxNumberUse,
} from '@portal/contract';
import type { TFunction } from 'i18next';

/** The customs survey's choices in the user's language, per question, in the contract's order. */
export function customsChoices(t: TFunction) {
  const options = <V extends string>(values: readonly V[], label: (value: V) => string) =>
    values.map((value) => ({ value, label: label(value) }));
  return {
    markets: options<CustomsMarket>(CUSTOMS_MARKETS, (value) => t(`surveys.customs.markets.${value}`)),
    declared_value: options<DeclaredValueRange>(DECLARED_VALUE_RANGES, (value) =>
      t(`surveys.customs.declared_value.${value}`),
    ),
    tax_numbers: options<TaxNumberUse>(TAX_NUMBER_USES, (value) => t(`surveys.customs.tax_numbers.${value}`)),
    categories: options<SurveyProductCategory>(SURVEY_PRODUCT_CATEGORIES, (value) =>
      t(`surveys.customs.categories.${value}`),
    ),
  };
}

export type CustomsChoices = ReturnType<typeof customsChoices>;

/** The labels of a question's picked values, in the contract's order. */
export function pickedLabels(choices: CustomsChoices[keyof CustomsChoices], picked: readonly string[]): string {
  return choices
    .filter((choice) => picked.includes(choice.value))
    .map((choice) => choice.label)
    .join(', ');
}
