import { type ContentOf, errorMessage, formatMessage, order } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { FormInstance, FormRule } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callOperation } from '../../../shared/api/call-operation';
import { operationKey } from '../../../shared/api/use-operation';
import { apiLang } from '../../../shared/i18n/languages';
import type { OrderFormState } from './order-form-values';

type DuplicateAnswer = ContentOf<typeof order.checkDuplicate>;
export type LikelyDuplicate = DuplicateAnswer['likely_duplicates'][number];

/** The same question asked again within this time (leaving the field, then Next step) is answered from the cache. */
const FRESH_MS = 10_000;

/**
 * The duplicate check of spec 2 "Order creation", asked when the platform order no. is left and
 * again at Next step: a number already taken is refused under the field; orders that look like the
 * same one (same recipient and SKUs within 7 days) are listed as a warning the merchant may ignore.
 */
export function useDuplicateCheck(form: FormInstance<OrderFormState>, editedId: number | undefined) {
  const { i18n } = useTranslation();
  const client = useQueryClient();
  const [likely, setLikely] = useState<LikelyDuplicate[]>([]);

  const rule = useMemo<FormRule>(
    () => ({
      validateTrigger: 'onBlur',
      validator: async (_rule, value: unknown) => {
        const number = typeof value === 'string' ? value.trim() : '';
        if (!order.platformOrderNoRule.safeParse(number).success) {
          setLikely([]);
          return;
        }
        const values = form.getFieldsValue(true) as OrderFormState;
        const query = {
          platform_order_no: number,
          ...(editedId ? { id: editedId } : {}),
          ...(values.first_name ? { first_name: values.first_name } : {}),
          ...(values.zip ? { zip: values.zip } : {}),
          ...(values.country ? { country: values.country } : {}),
          ...(values.items.length > 0 ? { skus: values.items.map((line) => line.sku).join(',') } : {}),
        };
        let answer: DuplicateAnswer;
        try {
          answer = await client.fetchQuery({
            queryKey: operationKey(order.checkDuplicate, query),
            queryFn: () => callOperation(order.checkDuplicate, { query, silent: true }),
            staleTime: FRESH_MS,
          });
        } catch {
          // The check helps; it does not block. saveOrder refuses a taken number anyway.
          return;
        }
        setLikely(answer.likely_duplicates);
        if (answer.exists) {
          const text = errorMessage('ORDER_NO_EXISTS', apiLang(i18n.language));
          throw new Error(formatMessage(text, { platform_order_no: number }));
        }
      },
    }),
    [client, form, editedId, i18n.language],
  );

  return { rule, likely };
}
