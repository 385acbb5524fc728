import { UploadOutlined } from '@ant-design/icons';
import { VOUCHER_ACCEPT } from '@portal/contract';
import { Button, Upload } from 'antd';
import { useTranslation } from 'react-i18next';

interface VoucherInputProps {
  id?: string;
  value?: File;
  onChange?: (file: File | undefined) => void;
}

/** The voucher kept in the form until the top-up is submitted with it (nothing is uploaded before). */
export function VoucherInput({ id, value, onChange }: VoucherInputProps) {
  const { t } = useTranslation();
  return (
    <Upload
      accept={VOUCHER_ACCEPT}
      maxCount={1}
      fileList={value ? [{ uid: 'voucher', name: value.name, status: 'done' }] : []}
      beforeUpload={(file) => {
        onChange?.(file);
        return false;
      }}
      onRemove={() => {
        onChange?.(undefined);
        return true;
      }}
    >
      <Button id={id} icon={<UploadOutlined />}>
        {t('topUp.chooseVoucher')}
      </Button>
    </Upload>
  );
}
