import { Modal, Space, Typography } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';

interface AppDownloadModalProps {
  open: boolean;
  onClose: () => void;
  link: string;
  version: string;
}

/** The client app's download link as a QR code for a phone, with the link itself. */
export function AppDownloadModal({ open, onClose, link, version }: AppDownloadModalProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('guide.app.title')} onCancel={onClose} footer={null} width={360} destroyOnHidden>
      <Space direction="vertical" align="center" style={{ width: '100%' }}>
        <QRCodeSVG value={link} size={184} marginSize={2} data-testid="app-qr-code" />
        <Typography.Text>{t('guide.app.scan')}</Typography.Text>
        {version ? <Typography.Text type="secondary">{t('guide.app.version', { version })}</Typography.Text> : null}
        <Typography.Link href={link} target="_blank" rel="noopener noreferrer">
          {t('guide.app.link')}
        </Typography.Link>
      </Space>
    </Modal>
  );
}
