import { product } from '@portal/contract';
import { App, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOperationMutation } from '../../../shared/api/use-operation';
import { type EditedCopy, type ProductFormState, productBodyFrom } from './product-form-values';
import { productSaveErrors } from './product-save-errors';

/** After a save: back to the list, or a blank form for the next SKU. */
export type AfterSave = 'list' | 'another';

/**
 * Saves the form through addProduct; refusals land under their fields, the rest in a toast.
 * `onSaved` says what comes next (the editor leaves its tab or starts the next SKU).
 */
export function useSaveProduct(
  form: FormInstance<ProductFormState>,
  edited: EditedCopy | undefined,
  onSaved: (after: AfterSave) => void,
) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const addProduct = useOperationMutation(product.addProduct, { silent: true });

  const onError = (error: Error) => {
    const shown = productSaveErrors(error);
    if (shown.fields.length > 0) {
      form.setFields(shown.fields);
      const first = shown.fields[0];
      if (first) form.scrollToField(first.name, { block: 'center' });
    }
    if (shown.toast) void message.error(shown.toast);
  };

  const save = (values: ProductFormState, after: AfterSave) =>
    addProduct.mutate(
      { body: productBodyFrom(values, edited) },
      {
        onError,
        onSuccess: () => {
          void message.success(t('productForm.actions.saved'));
          onSaved(after);
        },
      },
    );

  return { save, saving: addProduct.isPending };
}
