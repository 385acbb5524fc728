import { MobileOutlined } from '@ant-design/icons';
import { common } from '@portal/contract';
import { Button, Empty, Modal, Skeleton, Space, Tooltip, Typography } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../shared/api/use-operation';

/** project_type of the merchant client app in the app-version service. */
const CLIENT_APP_PROJECT = { project_type: 1 };

function AppDownloadModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const version = useOperationQuery(common.getAppNewVersion, CLIENT_APP_PROJECT, { enabled: open });
  const android = version.data?.android_version_info;
  let body = <Skeleton active />;
  if (android?.app_download_link) {
    body = (
      <Space direction="vertical" align="center" style={{ width: '100%' }}>
        <QRCodeSVG value={android.app_download_link} size={184} marginSize={2} data-testid="app-qr-code" />
        <Typography.Text>{t('guide.app.scan')}</Typography.Text>
        {android.version ? (
          <Typography.Text type="secondary">{t('guide.app.version', { version: android.version })}</Typography.Text>
        ) : null}
        <Typography.Link href={android.app_download_link} target="_blank" rel="noopener noreferrer">
          {t('guide.app.link')}
        </Typography.Link>
      </Space>
    );
  } else if (!version.isPending) {
    body = <Empty description={t('guide.app.unavailable')} />;
  }
  return (
    <Modal open={open} title={t('guide.app.title')} onCancel={onClose} footer={null} width={360} destroyOnHidden>
      {body}
    </Modal>
  );
}

/** A header button that opens the client-app download QR code. */
export function AppDownloadButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
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
      <AppDownloadModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}
