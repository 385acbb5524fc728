import { setting } from '@portal/contract';
import { Form, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOperationQuery } from '../../shared/api/use-operation';
import { FocusReturnDrawer } from '../../shared/focus/focus-return-drawer';
import { ApiKeySection } from './api-key-section';
import { PROFILE_PATH } from './profile-path';
import { TrueTrackingSwitch } from './true-tracking-switch';

interface SettingsDrawerProps {
  open: boolean;
  onClose: () => void;
  isMain: boolean;
}

/**
 * The settings drawer of spec section 2: the API key and the true-tracking-number switch (both
 * the merchant's, changed by the main account only), and a link to the profile, where the account's
 * own details and sessions are.
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
          <Form.Item label={t('settings.sessions.title')} extra={t('settings.drawer.profileHelp')}>
            <Link to={PROFILE_PATH} onClick={onClose} data-testid="settings-profile-link">
              {t('settings.drawer.profileLink')}
            </Link>
          </Form.Item>
        </Form>
      ) : (
        <Skeleton active loading={info.isPending} />
      )}
    </FocusReturnDrawer>
  );
}
