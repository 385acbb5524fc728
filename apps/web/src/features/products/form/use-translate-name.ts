import { ErrorCode, translate } from '@portal/contract';
import { App, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import { useOperationMutation } from '../../../shared/api/use-operation';
import { failureText } from '../../../shared/forms/form-errors';
import type { ProductFormState } from './product-form-values';

export type NameField = 'name_cn' | 'name_en';

/** Which name a target is filled from, and the language pair of the translation service. */
const DIRECTION = {
  name_cn: { source: 'name_en', from: 'en', to: 'zh' },
  name_en: { source: 'name_cn', from: 'zh', to: 'en' },
} as const;

/**
 * Fills a name from the other language through /baiduTranslate. When the provider has not set the
 * service up, its message is shown as a warning and the name is simply typed by hand.
 */
export function useTranslateName(form: FormInstance<ProductFormState>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const translation = useOperationMutation(translate.translate, { silent: true });

  const [active, setActive] = useState<NameField | null>(null);

  const run = (target: NameField) => {
    const { source, from, to } = DIRECTION[target];
    const text = String(form.getFieldValue(source) ?? '').trim();
    if (!text) {
      void message.warning(t('productForm.translate.sourceEmpty', { field: t(`labels.sku.${source}`) }));
      return;
    }
    setActive(target);
    translation.mutate(
      { body: { q: text, from, to } },
      {
        onSuccess: ({ text: translated }) => {
          form.setFieldValue(target, translated);
          void form.validateFields([target]).catch(() => {});
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === ErrorCode.TRANSLATION_NOT_CONFIGURED) {
            void message.warning(error.message);
            return;
          }
          const text = failureText(error);
          if (text) void message.error(text);
        },
      },
    );
  };

  return { run, pending: translation.isPending ? active : null };
}
