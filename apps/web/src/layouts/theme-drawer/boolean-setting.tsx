import { useTranslation } from 'react-i18next';
import type { ThemeSettings } from '../../shared/theme/theme-settings';
import { themeStore, useTheme } from '../../shared/theme/theme-store';
import { SwitchField } from './switch-field';

export type BooleanSetting = {
  [K in keyof ThemeSettings]: ThemeSettings[K] extends boolean ? K : never;
}[keyof ThemeSettings];

/** A switch for one on/off setting, labelled by its key in locales/<lang>/theme.ts. */
export function BooleanSettingField({ setting, disabled }: { setting: BooleanSetting; disabled?: boolean }) {
  const { t } = useTranslation();
  const theme = useTheme();
  return (
    <SwitchField
      label={t(`theme.${setting}`)}
      checked={theme[setting]}
      disabled={disabled}
      onChange={(checked) => themeStore.update({ [setting]: checked })}
    />
  );
}
