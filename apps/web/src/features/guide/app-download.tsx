import { MobileOutlined } from '@ant-design/icons';
import { common } from '@portal/contract';
import { Button, Tooltip } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../shared/api/use-operation';
import { useOpenedOnce } from '../../shared/hooks/use-opened-once';

/** project_type of the merchant client app in the app-version service. */
const CLIENT_APP_PROJECT = { project_type: 1 };

// The QR code's code loads when the modal is first opened.
const AppDownloadModal = lazy(() => import('./app-download-modal').then((m) => ({ default: m.AppDownloadModal })));

/**
 * A header button that opens the client-app download QR code. Shown only once the server names a
 * download link (APP_DOWNLOAD_URL): without one there is nothing to download.
 */
export function AppDownloadButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const used = useOpenedOnce(open);
  const app = useOperationQuery(common.getAppNewVersion, CLIENT_APP_PROJECT).data?.android_version_info;
  if (!app?.app_download_link) return null;
  return (
    <>
      <Tooltip title={t('guide.app.button')}>
        <Button
          type="text"
          icon={<MobileOutlined />}
          aria-label={t('guide.app.button')}
          onClick={() => setOpen(true)}
        />
      </Tooltip>
      {used ? (
        <Suspense fallback={null}>
          <AppDownloadModal
            open={open}
            onClose={() => setOpen(false)}
            link={app.app_download_link}
            version={app.version}
          />
        </Suspense>
      ) : null}
    </>
  );
}
