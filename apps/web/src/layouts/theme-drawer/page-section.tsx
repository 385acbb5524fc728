import { useTranslation } from 'react-i18next';
import { TAB_STYLES, TRANSITION_NAMES } from '../../shared/theme/theme-settings';
import { themeStore, useTheme } from '../../shared/theme/theme-store';
import { BooleanSettingField } from './boolean-setting';
import { ChoiceField } from './choice-field';

/** The tab bar, page transitions, the page body and the footer. */
export function PageSection() {
  const { t } = useTranslation();
  const theme = useTheme();
  return (
    <>
      <BooleanSettingField setting="showTabs" />
      <ChoiceField
        label={t('theme.tabStyle.label')}
        value={theme.tabStyle}
        options={TAB_STYLES.map((value) => ({ value, label: t(`theme.tabStyle.${value}`) }))}
        onChange={(tabStyle) => themeStore.update({ tabStyle })}
        disabled={!theme.showTabs}
      />
      <ChoiceField
        asSelect
        label={t('theme.transitionName.label')}
        value={theme.transitionName}
        options={TRANSITION_NAMES.map((value) => ({ value, label: t(`theme.transitionName.${value}`) }))}
        onChange={(transitionName) => themeStore.update({ transitionName })}
      />
      <BooleanSettingField setting="fixedBody" />
      <BooleanSettingField setting="bodyFull" />
      <BooleanSettingField setting="showFooter" />
    </>
  );
}
