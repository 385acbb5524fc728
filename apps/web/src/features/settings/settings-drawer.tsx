import { setting } from '@portal/contract';
import { Form, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../shared/api/use-operation';
import { FocusReturnDrawer } from '../../shared/focus/focus-return-drawer';
import { ApiKeySection } from './api-key-section';
import { SessionsSection } from './sessions-section';
import { TrueTrackingSwitch } from './true-tracking-switch';

interface SettingsDrawerProps {
  open: boolean;
  onClose: () => void;
  isMain: boolean;
}

/**
 * The settings drawer of spec section 2: the API key and the true-tracking-number switch (both
 * the merchant's, changed by the main account only), and the account's own sessions.
 */
export function SettingsDrawer({ open, onClose, isMain }: SettingsDrawerProps) {
  const { t } = useTranslation();
  const info = useOperationQuery(setting.getSettingInfo, undefined, { enabled: open });
  return (
    <FocusReturnDrawer open={open} onClose={onClose} title={t('settings.drawer.title')} width={480} destroyOnHidden>
      {info.data ? (
        <Form layout="vertical" component="div">
          <ApiKeySection apikey={info.data.apikey} isMain={isMain} />
          <TrueTrackingSwitch value={info.data.show_true_tracking_number} isMain={isMain} />
          <SessionsSection />
        </Form>
      ) : (
        <Skeleton active loading={info.isPending} />
      )}
    </FocusReturnDrawer>
  );
}
