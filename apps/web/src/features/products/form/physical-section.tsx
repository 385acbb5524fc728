import { Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from './decimal-input';
import { FormCell, FormGrid } from './form-grid';
import { PRODUCT_FORM_NAME } from './product-form-name';
import { type ProductFormState, volumeOf } from './product-form-values';
import { useProductField } from './use-product-field';

/** Not a form field (nothing to save): its own id, in the form's naming, so the label points at it. */
const VOLUME_ID = `${PRODUCT_FORM_NAME}_volume`;
const MEASURES = ['weight_g', 'length_cm', 'width_cm', 'height_cm'] as const;

/** Weight and sides, with the volume worked out from them as they are typed. */
export function PhysicalSection() {
  const { t } = useTranslation();
  const field = useProductField();
  const form = Form.useFormInstance<ProductFormState>();
  const length = Form.useWatch('length_cm', form);
  const width = Form.useWatch('width_cm', form);
  const height = Form.useWatch('height_cm', form);
  const volume = volumeOf(length, width, height);

  return (
    <Card title={t('productForm.sections.physical')}>
      <FormGrid>
        {MEASURES.map((name) => (
          <FormCell key={name}>
            <Form.Item {...field(name)}>
              <DecimalInput />
            </Form.Item>
          </FormCell>
        ))}
        <FormCell>
          <Form.Item label={t('productForm.detail.volume')} htmlFor={VOLUME_ID} extra={t('productForm.hints.volume')}>
            <Input id={VOLUME_ID} readOnly variant="filled" value={volume === null ? '' : String(volume)} />
          </Form.Item>
        </FormCell>
      </FormGrid>
    </Card>
  );
}
