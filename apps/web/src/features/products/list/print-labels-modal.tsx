import { LABEL_SIZES, LABELS_MAX, type LabelSize, product } from '@portal/contract';
import { Form, InputNumber, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOperationMutation } from '../../../shared/api/use-operation';
import { logDownloadError, pdfFileName, saveBlob } from '../../../shared/files/save-file';
import { zodRule } from '../../../shared/forms/zod-rules';
import { labelSizeName } from './label-size-name';

interface PrintLabelsModalProps {
  /** The selected SKUs; the modal is open while there are some. */
  ids: number[];
  onClose(): void;
}

interface LabelOptions {
  label_size: LabelSize;
  copies: number;
}

const copiesRule = product.printSku.body.shape.copies;

/** Barcode labels of the selected SKUs: choose the label size and copies, get a PDF (up to 300 s). */
export function PrintLabelsModal({ ids, onClose }: PrintLabelsModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<LabelOptions>();
  const print = useOperationMutation(product.printSku);

  const submit = async (options: LabelOptions) => {
    try {
      const pdf = await print.mutateAsync({ body: { ids, ...options } });
      saveBlob(pdf, pdfFileName());
      onClose();
    } catch (error) {
      // A refusal or timeout was shown by the request layer; anything else is a failed download.
      logDownloadError(error);
    }
  };

  return (
    <Modal
      open={ids.length > 0}
      title={t('productList.labels.title', { count: ids.length })}
      okText={t('productList.labels.print')}
      cancelText={t('common.cancel')}
      confirmLoading={print.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<LabelOptions>
        form={form}
        layout="vertical"
        initialValues={{ label_size: '60x40', copies: 1 }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="label_size" label={t('productList.labels.size')} rules={[{ required: true }]}>
          <Select options={LABEL_SIZES.map((size) => ({ value: size, label: labelSizeName(size, t) }))} />
        </Form.Item>
        <Form.Item
          name="copies"
          label={t('productList.labels.copies')}
          rules={[
            zodRule(copiesRule, { label: t('productList.labels.copies') }),
            {
              validator: async (_rule, copies: number | null) => {
                if (copies && copies * ids.length > LABELS_MAX) {
                  throw new Error(t('productList.labels.tooMany', { max: LABELS_MAX }));
                }
              },
            },
          ]}
        >
          <InputNumber min={1} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
