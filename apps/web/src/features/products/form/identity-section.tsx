import { Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormCell, FormGrid } from './form-grid';
import { BarcodeCell, ImageCell } from './identity-cells';
import type { ProductFormState } from './product-form-values';
import { TranslatableInput } from './translatable-input';
import { useProductField } from './use-product-field';
import { useTranslateName } from './use-translate-name';

/** SKU, names (with translation between them), alias, image and barcode. */
export function IdentitySection({ editing }: { editing: boolean }) {
  const { t } = useTranslation();
  const field = useProductField();
  const form = Form.useFormInstance<ProductFormState>();
  const translate = useTranslateName(form);

  return (
    <Card title={t('productForm.sections.identity')}>
      <FormGrid>
        <FormCell>
          <Form.Item {...field('sku')} extra={editing ? t('productForm.hints.skuLocked') : undefined}>
            {/* The code names the SKU in orders, stock and labels: it cannot change once created. */}
            <Input disabled={editing} autoComplete="off" />
          </Form.Item>
        </FormCell>
        <FormCell>
          <Form.Item {...field('name_cn')}>
            <TranslatableInput
              translateLabel={t('productForm.translate.toChinese')}
              translating={translate.pending === 'name_cn'}
              onTranslate={() => translate.run('name_cn')}
            />
          </Form.Item>
        </FormCell>
        <FormCell>
          <Form.Item {...field('name_en')}>
            <TranslatableInput
              translateLabel={t('productForm.translate.toEnglish')}
              translating={translate.pending === 'name_en'}
              onTranslate={() => translate.run('name_en')}
            />
          </Form.Item>
        </FormCell>
        <FormCell>
          <Form.Item {...field('alias')}>
            <Input />
          </Form.Item>
        </FormCell>
        <BarcodeCell field={field} adviseShort />
        <ImageCell field={field} />
      </FormGrid>
    </Card>
  );
}
