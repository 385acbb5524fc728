import { errorMessage, warningEmail } from '@portal/contract';
import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiLang } from '../../shared/i18n/languages';

/**
 * What the screen does: which alerts are mailed and how often, when the digest goes out, and, while
 * customer service has not enabled the setting, why it cannot be changed (in the words of the
 * server's refusal).
 */
export function WarningEmailIntro({ enabled }: { enabled: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <Typography.Paragraph style={{ marginBottom: 4 }}>
        {t('warningEmail.intro', { max: warningEmail.WARNING_EMAIL_MAX })}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        <ul style={{ marginBlock: 0 }}>
          <li>{t('warningEmail.batching', { minutes: warningEmail.WARNING_EMAIL_BATCH_MINUTES })}</li>
          <li>{t('warningEmail.digest')}</li>
        </ul>
      </Typography.Paragraph>
      {enabled ? null : (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={errorMessage('WARNING_EMAIL_DISABLED', apiLang(i18n.language))}
          description={t('warningEmail.disabledHelp')}
          data-testid="warning-email-disabled"
        />
      )}
    </>
  );
}
