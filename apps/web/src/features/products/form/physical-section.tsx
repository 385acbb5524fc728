import { Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatVolume } from '../../../shared/format/volume';
import { DecimalInput } from './decimal-input';
import { FormCell, FormGrid } from './form-grid';
import { type ProductFormState, volumeOf } from './product-form-values';
import { useProductField } from './use-product-field';

const MEASURES = ['weight_g', 'length_cm', 'width_cm', 'height_cm'] as const;

/**
 * Weight and sides, with the volume worked out from them as they are typed. The volume is not a
 * form field (nothing to save): it gets an id in the form's naming, so its label points at it.
 */
export function PhysicalSection({ formName }: { formName: string }) {
  const volumeId = `${formName}_volume`;
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
          <Form.Item label={t('labels.sku.volume_cm3')} htmlFor={volumeId} extra={t('productForm.hints.volume')}>
            <Input id={volumeId} readOnly variant="filled" value={volume === null ? '' : formatVolume(volume, 'cm3')} />
          </Form.Item>
        </FormCell>
      </FormGrid>
    </Card>
  );
}
