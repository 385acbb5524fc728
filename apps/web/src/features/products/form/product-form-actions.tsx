import { Button, Card, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PRODUCT_LIST_PATH } from './product-form-paths';

interface ProductFormActionsProps {
  editing: boolean;
  saving: boolean;
  /** Marks the coming submit as a plain save (the button itself submits, so Enter in a field saves too). */
  onSave: () => void;
  /** Saves and clears the form for the next SKU (new SKUs only: an edit has nothing to add next). */
  onSaveAndAdd: () => void;
}

export function ProductFormActions({ editing, saving, onSave, onSaveAndAdd }: ProductFormActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card size="small">
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={saving} onClick={onSave}>
          {t('productForm.actions.save')}
        </Button>
        {!editing && (
          <Button onClick={onSaveAndAdd} disabled={saving}>
            {t('productForm.actions.saveAndAdd')}
          </Button>
        )}
        <Button onClick={() => navigate(PRODUCT_LIST_PATH)}>{t('productForm.actions.back')}</Button>
      </Space>
    </Card>
  );
}
