import { useTranslation } from 'react-i18next';
import { HEAD_STYLES, SIDE_STYLES } from '../../shared/theme/theme-settings';
import { themeStore, useTheme } from '../../shared/theme/theme-store';
import { BooleanSettingField } from './boolean-setting';
import { ChoiceField } from './choice-field';
import { ColorField } from './color-field';

/** Colours: header and side styles, dark and weak modes, the primary colour. */
export function StyleSection() {
  const { t } = useTranslation();
  const theme = useTheme();
  return (
    <>
      <ChoiceField
        label={t('theme.headStyle.label')}
        value={theme.headStyle}
        options={HEAD_STYLES.map((value) => ({ value, label: t(`theme.headStyle.${value}`) }))}
        onChange={(headStyle) => themeStore.update({ headStyle })}
      />
      <ChoiceField
        label={t('theme.sideStyle.label')}
        value={theme.sideStyle}
        options={SIDE_STYLES.map((value) => ({ value, label: t(`theme.sideStyle.${value}`) }))}
        onChange={(sideStyle) => themeStore.update({ sideStyle })}
        disabled={theme.layoutStyle === 'top' || theme.darkMode}
      />
      <BooleanSettingField setting="darkMode" />
      <BooleanSettingField setting="weakMode" />
      <BooleanSettingField setting="colorfulIcon" />
      <ColorField value={theme.color} onChange={(color) => themeStore.update({ color })} />
    </>
  );
}
