import {
  AREA_LEVELS,
  type AreaLevel,
  type Grant,
  MERCHANT_WIDE_AREAS,
  PERMISSION_AREAS,
  type PermissionArea,
  SKU_SCOPES,
  type SkuScope,
  validationMessage,
} from '@portal/contract';
import { Checkbox, Flex, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiLang } from '../../shared/i18n/languages';

interface GrantInputProps {
  value?: Grant;
  onChange?(grant: Grant): void;
}

const EMPTY: Grant = { areas: {}, export: false, skus: 'all' };

const MERCHANT_WIDE: ReadonlySet<PermissionArea> = new Set(MERCHANT_WIDE_AREAS);

/** The grant without the areas an account limited to chosen SKUs may not hold (billing, top-up, statistics). */
export function withoutMerchantWideAreas(grant: Grant): Grant {
  const areas = Object.fromEntries(
    Object.entries(grant.areas).filter(([area]) => !MERCHANT_WIDE.has(area as PermissionArea)),
  ) as Grant['areas'];
  return { ...grant, areas };
}

/** The grant with one area set to a level (`none` leaves the area out). */
export function withLevel(grant: Grant, area: PermissionArea, level: AreaLevel): Grant {
  const { [area]: _dropped, ...others } = grant.areas;
  return { ...grant, areas: level === 'none' ? others : { ...others, [area]: level } };
}

/**
 * A sub-account's rights as a form field: per menu area none / view / manage (a row of radio buttons
 * named by the area), and the export right below. The same Grant the API stores and checks. An
 * account limited to chosen SKUs cannot hold the merchant-wide areas: they are disabled, and say why.
 */
export function GrantInput({ value = EMPTY, onChange }: GrantInputProps) {
  const { t, i18n } = useTranslation();
  const limited = value.skus === 'chosen';
  return (
    <Flex vertical gap={8} data-testid="grant-input">
      {limited ? (
        <Typography.Text type="secondary" data-testid="sku-limited-areas">
          {validationMessage('v.skuLimitedArea', apiLang(i18n.language))}
        </Typography.Text>
      ) : null}
      {PERMISSION_AREAS.map((area) => {
        const name = t(`subAccounts.areas.${area}`);
        return (
          <Flex key={area} justify="space-between" align="center" gap={8} wrap>
            <Typography.Text id={`grant-${area}`}>{name}</Typography.Text>
            {/* antd's group has no role of its own: the area's name is read with its three choices. */}
            <div role="radiogroup" aria-labelledby={`grant-${area}`}>
              <Radio.Group
                // A name of its own: inside a Form.Item antd names every group after the field ("grant"),
                // and radios sharing a name are one group to the browser, unticking each other.
                name={`grant-${area}`}
                size="small"
                optionType="button"
                disabled={limited && MERCHANT_WIDE.has(area)}
                value={value.areas[area] ?? 'none'}
                onChange={(event) => onChange?.(withLevel(value, area, event.target.value as AreaLevel))}
                options={AREA_LEVELS.map((level) => ({ value: level, label: t(`subAccounts.levels.${level}`) }))}
              />
            </div>
          </Flex>
        );
      })}
      <Checkbox checked={value.export} onChange={(event) => onChange?.({ ...value, export: event.target.checked })}>
        {t('subAccounts.exportRight')}
      </Checkbox>
    </Flex>
  );
}

interface SkuScopeInputProps {
  value?: SkuScope;
  onChange?(scope: SkuScope): void;
}

/** All SKUs or only chosen ones, as a radio group named by its label (a grant left without one reaches all). */
export function SkuScopeInput({ value = 'all', onChange }: SkuScopeInputProps) {
  const { t } = useTranslation();
  return (
    <div role="radiogroup" aria-label={t('subAccounts.fields.skus')}>
      <Radio.Group
        name="grant-skus"
        value={value}
        onChange={(event) => onChange?.(event.target.value as SkuScope)}
        options={SKU_SCOPES.map((scope) => ({ value: scope, label: t(`subAccounts.scopes.${scope}`) }))}
      />
    </div>
  );
}
