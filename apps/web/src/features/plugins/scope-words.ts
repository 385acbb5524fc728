import { type ApiKeyScope, PERMISSION_AREAS } from '@portal/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A key's scopes in words, per area its highest level: "Orders (Manage), Inventory (View)". */
export function useScopeWords(): (scopes: readonly ApiKeyScope[]) => string {
  const { t } = useTranslation();
  return useCallback(
    (scopes) =>
      PERMISSION_AREAS.flatMap((area) => {
        const level = scopes.includes(`${area}:manage`) ? 'manage' : scopes.includes(`${area}:view`) ? 'view' : null;
        return level ? [`${t(`subAccounts.areas.${area}`)} (${t(`subAccounts.levels.${level}`)})`] : [];
      }).join(', '),
    [t],
  );
}
