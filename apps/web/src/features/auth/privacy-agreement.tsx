import { Checkbox, type CheckboxProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePlatform } from '../../shared/platform';

/**
 * The privacy-policy box of registration; the link goes to the variant's own policy (spec 9).
 * Clicking the link opens it without ticking the box: a link inside a label does not activate it.
 */
export function PrivacyAgreement(props: Omit<CheckboxProps, 'children'>) {
  const { t, i18n } = useTranslation();
  const { privacyUrl } = usePlatform();
  return (
    <Checkbox {...props}>
      {t('auth.register.agree')}{' '}
      {/* A link inside a sentence is underlined: its colour alone does not set it apart in dark mode (WCAG 1.4.1). */}
      <a
        href={privacyUrl(i18n.language)}
        target="_blank"
        rel="noopener noreferrer"
        style={{ textDecoration: 'underline' }}
      >
        {t('platform.privacyPolicy')}
      </a>
    </Checkbox>
  );
}
