import { Button, Card, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../shared/forms/busy-button';

interface ProductFormActionsProps {
  editing: boolean;
  saving: boolean;
  /** Marks the coming submit as a plain save (the button itself submits, so Enter in a field saves too). */
  onSave: () => void;
  /** Saves and clears the form for the next SKU (new SKUs only: an edit has nothing to add next). */
  onSaveAndAdd: () => void;
  /** Back to the list (asking first about unsaved changes). */
  onBack: () => void;
}

export function ProductFormActions({ editing, saving, onSave, onSaveAndAdd, onBack }: ProductFormActionsProps) {
  const { t } = useTranslation();
  return (
    <Card size="small">
      <Space wrap>
        <BusyButton type="primary" htmlType="submit" busy={saving} onClick={onSave}>
          {t('productForm.actions.save')}
        </BusyButton>
        {!editing && (
          <Button onClick={onSaveAndAdd} disabled={saving}>
            {t('productForm.actions.saveAndAdd')}
          </Button>
        )}
        <Button onClick={onBack}>{t('productForm.actions.back')}</Button>
      </Space>
    </Card>
  );
}
