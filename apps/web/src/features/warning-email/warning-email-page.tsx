import { warningEmail } from '@portal/contract';
import { Button, Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../shared/api/use-operation';
import { WarningEmailForm } from './warning-email-form';
import { WarningEmailIntro } from './warning-email-intro';

/**
 * Warning e-mails (/warning-email, main account only, spec 1, 5, 9): up to 10 addresses, the kinds of
 * alert each receives, and the hour of the daily low-stock digest. Customer service enables the
 * setting per merchant; until then the screen is read-only and says so.
 */
export default function WarningEmailPage() {
  const { t } = useTranslation();
  const info = useOperationQuery(warningEmail.info);
  const setting = info.data;
  return (
    <Card>
      {setting ? (
        <div style={{ maxWidth: 1100 }}>
          <WarningEmailIntro enabled={setting.enabled === 1} />
          <WarningEmailForm setting={setting} onDisabled={() => void info.refetch()} />
        </div>
      ) : info.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        // The request layer has said why; the page offers to ask again.
        <Button onClick={() => void info.refetch()}>{t('errors.reload')}</Button>
      )}
    </Card>
  );
}
