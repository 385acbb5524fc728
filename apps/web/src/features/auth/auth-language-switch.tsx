import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../shared/i18n/i18n';
import type { UiLanguage } from '../../shared/i18n/languages';

const CHOICES = ['en', 'zh_CN'] as const satisfies readonly UiLanguage[];

/**
 * English / Simplified Chinese before signing in (the shell has its own switch in the header).
 * Two plain buttons: a dropdown or segmented control would cost /login more than it is worth.
 */
export function AuthLanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <fieldset
      aria-label={t('auth.languages.label')}
      style={{ display: 'flex', gap: 4, margin: 0, padding: 0, border: 0 }}
    >
      {CHOICES.map((language) => (
        <Button
          key={language}
          size="small"
          type={language === i18n.language ? 'primary' : 'text'}
          aria-pressed={language === i18n.language}
          onClick={() => void changeLanguage(language)}
        >
          {t(`auth.languages.${language}`)}
        </Button>
      ))}
    </fieldset>
  );
}
