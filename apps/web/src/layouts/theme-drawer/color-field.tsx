import { CheckOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { COLOR_PRESETS, DEFAULT_PRIMARY_COLOR } from '../../shared/theme/theme-constants';
import { SettingRow } from './setting-row';

/** The primary-colour presets; the first is antd's default (saved as null). */
export function ColorField({ value, onChange }: { value: string | null; onChange(color: string | null): void }) {
  const { t } = useTranslation();
  return (
    <SettingRow label={t('theme.color.label')} stacked>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {COLOR_PRESETS.map((color) => {
          const name = color ?? t('theme.color.default');
          const selected = color === value;
          return (
            <Tooltip key={name} title={name}>
              <button
                type="button"
                aria-label={name}
                aria-pressed={selected}
                onClick={() => onChange(color)}
                style={{
                  width: 24,
                  height: 24,
                  border: 'none',
                  borderRadius: 4,
                  cursor: 'pointer',
                  color: '#fff',
                  background: color ?? DEFAULT_PRIMARY_COLOR,
                }}
              >
                {selected && <CheckOutlined />}
              </button>
            </Tooltip>
          );
        })}
      </div>
    </SettingRow>
  );
}
