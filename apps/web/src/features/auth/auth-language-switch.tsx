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
  const current: UiLanguage = i18n.language === 'zh_CN' ? 'zh_CN' : 'en';
  return (
    <div role="group" aria-label={t('auth.languages.label')} style={{ display: 'flex', gap: 4 }}>
      {CHOICES.map((language) => (
        <Button
          key={language}
          size="small"
          type={language === current ? 'primary' : 'text'}
          aria-pressed={language === current}
          onClick={() => void changeLanguage(language)}
        >
          {t(`auth.languages.${language}`)}
        </Button>
      ))}
    </div>
  );
}
