import { barcodeIsLong } from '@portal/contract';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BoundField } from '../../../shared/forms/form-binding';
import { FormCell } from './form-grid';
import { ProductImageUpload } from './product-image-upload';

/** The form's field binding (the SKU's or the package's): the cell asks it for its own field. */
type FieldOf<K extends string> = (name: K) => BoundField<string>;

/**
 * The barcode of a SKU or a package (the same rule, from the contract). `adviseShort`: the SKU
 * form's advice once the barcode is long, since a SKU's barcode is printed on its small labels.
 */
export function BarcodeCell({ field, adviseShort = false }: { field: FieldOf<'barcode'>; adviseShort?: boolean }) {
  const { t } = useTranslation();
  const barcode = Form.useWatch<string | null | undefined>('barcode', Form.useFormInstance()) ?? '';
  return (
    <FormCell>
      <Form.Item
        {...field('barcode')}
        extra={adviseShort && barcodeIsLong(barcode) ? t('productForm.hints.barcodeLong') : undefined}
      >
        <Input autoComplete="off" />
      </Form.Item>
    </FormCell>
  );
}

/** The image of a SKU or a package: uploaded at once, a refused file's reason shown under the field. */
export function ImageCell({ field }: { field: FieldOf<'image_url'> }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  return (
    <FormCell>
      <Form.Item {...field('image_url')} extra={t('productForm.hints.imageTypes')}>
        <ProductImageUpload
          onRefused={(problem) => form.setFields([{ name: 'image_url', errors: problem ? [problem] : [] }])}
        />
      </Form.Item>
    </FormCell>
  );
}
