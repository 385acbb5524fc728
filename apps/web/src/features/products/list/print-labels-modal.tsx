import { LABEL_SIZES, LABELS_MAX, type LabelSize, product } from '@portal/contract';
import { App, Form, InputNumber, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { callOperation } from '../../../shared/api/call-operation';
import { pdfFileName } from '../../../shared/files/save-file';
import { useDownload } from '../../../shared/files/use-download';
import { busyOkProps } from '../../../shared/forms/busy-button';
import { bindForm } from '../../../shared/forms/form-binding';
import { showFormError } from '../../../shared/forms/form-errors';
import { labelSizeName } from './label-size-name';

interface PrintLabelsModalProps {
  /** The selected SKUs; the modal is open while there are some. */
  ids: number[];
  onClose(): void;
}

interface LabelOptions {
  label_size: LabelSize;
  copies: number | null;
}

/**
 * Barcode labels of the selected SKUs: choose the label size and copies, get a PDF (up to 300 s).
 * The copies field is the contract's rule; a refusal of the server is said under its field or in
 * a toast, never only in the console.
 */
export function PrintLabelsModal({ ids, onClose }: PrintLabelsModalProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<LabelOptions>();
  const download = useDownload();
  const field = bindForm(product.printSku.body, {
    label: (name) => (name === 'copies' ? t('productList.labels.copies') : t('productList.labels.size')),
    choices: ['label_size'],
    // The operation prints one copy when none is given; the form asks for the number it shows.
    required: ['copies'],
  });
  const copies = field('copies');

  const submit = async (options: LabelOptions) => {
    const outcome = await download.run(
      () => callOperation(product.printSku, { body: { ids, ...options }, silent: true }),
      pdfFileName(),
      (refusal) => showFormError(form, refusal, (text) => void message.error(text)),
    );
    if (outcome === 'saved') onClose();
  };

  return (
    <Modal
      open={ids.length > 0}
      title={t('productList.labels.title', { count: ids.length })}
      okText={t('productList.labels.print')}
      cancelText={t('common.cancel')}
      okButtonProps={busyOkProps(download.busy)}
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
        <Form.Item {...field('label_size')}>
          <Select options={LABEL_SIZES.map((size) => ({ value: size, label: labelSizeName(size, t) }))} />
        </Form.Item>
        <Form.Item
          {...copies}
          rules={[
            ...copies.rules,
            {
              validator: async (_rule, count: number | null) => {
                if (count && count * ids.length > LABELS_MAX) {
                  throw new Error(t('productList.labels.tooMany', { max: LABELS_MAX }));
                }
              },
            },
          ]}
        >
          {/* No min: 0 is refused by the rule in words, not silently turned into 1. */}
          <InputNumber precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
