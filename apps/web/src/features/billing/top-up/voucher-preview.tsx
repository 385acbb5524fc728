import { DownloadOutlined } from '@ant-design/icons';
import { type TopUpDetail, topUp } from '@portal/contract';
import { Button, Image, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callOperation } from '../../../shared/api/call-operation';
import { saveBlob } from '../../../shared/files/save-file';

/**
 * The voucher, fetched with the session (vouchers have no public address) and shown from a blob URL:
 * an image inline, a PDF as a download.
 */
export function VoucherPreview({ record }: { record: TopUpDetail }) {
  const { t } = useTranslation();
  const [blob, setBlob] = useState<Blob | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    let made: string | null = null;
    void (callOperation(topUp.downloadVoucher, { query: { id: record.id }, silent: true }) as Promise<Blob>)
      .then((file) => {
        if (cancelled) return;
        made = URL.createObjectURL(file);
        setBlob(file);
        setUrl(made);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [record.id]);

  if (!blob || !url) return <Skeleton.Image active />;
  const extension =
    record.voucher_mime === 'application/pdf' ? 'pdf' : record.voucher_mime === 'image/png' ? 'png' : 'jpg';
  return (
    <div>
      {record.voucher_mime === 'application/pdf' ? null : (
        <Image
          src={url}
          alt={t('topUp.detail.voucherAlt', { no: record.top_up_no })}
          style={{ maxWidth: '100%', maxHeight: 320, objectFit: 'contain' }}
          data-testid="voucher-image"
        />
      )}
      <div style={{ marginTop: 8 }}>
        <Button icon={<DownloadOutlined />} onClick={() => saveBlob(blob, `${record.top_up_no}.${extension}`)}>
          {t('topUp.detail.downloadVoucher')}
        </Button>
      </div>
    </div>
  );
}
