import { type ApiKeyScope, PERMISSION_AREAS, type PermissionArea, scopeOf } from '@portal/contract';
import { Checkbox, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface ScopeInputProps {
  id?: string;
  value?: ApiKeyScope[];
  onChange?(scopes: ApiKeyScope[]): void;
}

/** The scopes with one area's level set: `manage` brings `view` (it includes it), no `view` takes `manage` away. */
export function withAreaLevel(
  scopes: readonly ApiKeyScope[],
  area: PermissionArea,
  level: 'view' | 'manage',
  on: boolean,
): ApiKeyScope[] {
  const others = scopes.filter((scope) => !scope.startsWith(`${area}:`));
  const view = level === 'view' ? on : on || scopes.includes(scopeOf(area, 'view'));
  const manage = level === 'manage' ? on : on && scopes.includes(scopeOf(area, 'manage'));
  return [...others, ...(view ? [scopeOf(area, 'view')] : []), ...(manage ? [scopeOf(area, 'manage')] : [])];
}

/**
 * A key's scopes as a form field: per sub-account area a View and a Manage checkbox, named by the
 * area ("Orders: Manage"), so the key gets the same areas and levels a sub-account's rights name.
 */
export function ScopeInput({ id, value = [], onChange }: ScopeInputProps) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={4} id={id} data-testid="scope-input">
      {PERMISSION_AREAS.map((area) => {
        const name = t(`subAccounts.areas.${area}`);
        return (
          <Flex key={area} justify="space-between" align="center" gap={8}>
            <Typography.Text>{name}</Typography.Text>
            <Flex gap={8}>
              {(['view', 'manage'] as const).map((level) => (
                <Checkbox
                  key={level}
                  checked={value.includes(scopeOf(area, level))}
                  aria-label={t('plugins.apiKeys.scopeLabel', { area: name, level: t(`subAccounts.levels.${level}`) })}
                  onChange={(event) => onChange?.(withAreaLevel(value, area, level, event.target.checked))}
                >
                  {t(`subAccounts.levels.${level}`)}
                </Checkbox>
              ))}
            </Flex>
          </Flex>
        );
      })}
    </Flex>
  );
}
