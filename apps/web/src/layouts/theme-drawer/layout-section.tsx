import { useTranslation } from 'react-i18next';
import { LAYOUT_STYLES, SIDE_MENU_STYLES } from '../../shared/theme/theme-settings';
import { themeStore, useTheme } from '../../shared/theme/theme-store';
import { BooleanSettingField } from './boolean-setting';
import { ChoiceField } from './choice-field';

/** Navigation mode and how the menu, header and side behave. */
export function LayoutSection() {
  const { t } = useTranslation();
  const theme = useTheme();
  const noSide = theme.layoutStyle === 'top';
  return (
    <>
      <ChoiceField
        label={t('theme.layoutStyle.label')}
        value={theme.layoutStyle}
        options={LAYOUT_STYLES.map((value) => ({ value, label: t(`theme.layoutStyle.${value}`) }))}
        onChange={(layoutStyle) => themeStore.update({ layoutStyle })}
      />
      <ChoiceField
        label={t('theme.sideMenuStyle.label')}
        value={theme.sideMenuStyle}
        options={SIDE_MENU_STYLES.map((value) => ({ value, label: t(`theme.sideMenuStyle.${value}`) }))}
        onChange={(sideMenuStyle) => themeStore.update({ sideMenuStyle })}
        disabled={noSide}
      />
      <BooleanSettingField setting="collapse" disabled={noSide} />
      <BooleanSettingField setting="sideNavCollapse" disabled={noSide} />
      <BooleanSettingField setting="sideUniqueOpen" disabled={noSide} />
      <BooleanSettingField setting="fixedHeader" />
      <BooleanSettingField setting="fixedSidebar" disabled={noSide} />
      <BooleanSettingField setting="logoAutoSize" disabled={theme.layoutStyle !== 'mix'} />
      <BooleanSettingField setting="styleResponsive" />
    </>
  );
}
