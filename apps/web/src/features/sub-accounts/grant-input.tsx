import { AREA_LEVELS, type AreaLevel, type Grant, PERMISSION_AREAS, type PermissionArea } from '@portal/contract';
import { Checkbox, Flex, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface GrantInputProps {
  value?: Grant;
  onChange?(grant: Grant): void;
}

const EMPTY: Grant = { areas: {}, export: false };

/** The grant with one area set to a level (`none` leaves the area out). */
export function withLevel(grant: Grant, area: PermissionArea, level: AreaLevel): Grant {
  const { [area]: _dropped, ...others } = grant.areas;
  return { ...grant, areas: level === 'none' ? others : { ...others, [area]: level } };
}

/**
 * A sub-account's rights as a form field: per menu area none / view / manage (a row of radio buttons
 * named by the area), and the export right below. The same Grant the API stores and checks.
 */
export function GrantInput({ value = EMPTY, onChange }: GrantInputProps) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={8} data-testid="grant-input">
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
