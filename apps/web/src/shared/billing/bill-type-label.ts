import { BILL_TYPE_NAMES, type WalletTransactionType } from '@portal/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { pickLocalized } from '../format/localized-name';

/**
 * A bill type's name as every screen says it: the contract's one map, which the statement files and
 * the statistics workbook read too, so "Manual adjustment" is never "Adjustment" elsewhere.
 */
export function billTypeLabel(type: WalletTransactionType, language: string): string {
  return pickLocalized(BILL_TYPE_NAMES[type], language);
}

/** `billTypeLabel` in the language the page is shown in. */
export function useBillTypeLabel(): (type: WalletTransactionType) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((type: WalletTransactionType) => billTypeLabel(type, language), [language]);
}
