import { type ContentOf, selfServiceOrder } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api/api-error';
import { callOperation } from '../../../shared/api/call-operation';
import { operationKey } from '../../../shared/api/use-operation';
import { failureText } from '../../../shared/forms/form-errors';
import { serverFieldErrors } from '../../../shared/forms/server-field-errors';
import { useSettledValue } from '../../../shared/hooks/use-settled-value';
import type { ParcelOptionsBody } from './parcel-form-values';

export type ParcelOption = ContentOf<typeof selfServiceOrder.getParcelShippingOptions>['list'][number];

export interface ParcelShippingOptions {
  options: ParcelOption[];
  loading: boolean;
  /** The server has answered for the parcel as it stands (an empty answer: no method carries every piece). */
  answered: boolean;
  /** The server's refusal of a field (an IOSS number on DDU), to show under that field. */
  fieldErrors: { name: string; errors: string[] }[];
  /** Why the options could not be had otherwise, in words. */
  error: string | null;
}

/** Pauses in typing before the options are asked again. */
const SETTLE_MS = 400;

/**
 * The shipping options of the parcel as it stands (getShippingOptions: every method of the hub that
 * carries every piece, each piece's working), asked again when what they depend on settles.
 */
export function useParcelShippingOptions(body: ParcelOptionsBody | null): ParcelShippingOptions {
  const settled = useSettledValue(body, SETTLE_MS);
  const query = useQuery({
    queryKey: [...operationKey(selfServiceOrder.getParcelShippingOptions), settled],
    queryFn: () =>
      callOperation(selfServiceOrder.getParcelShippingOptions, { body: settled ?? undefined, silent: true }),
    enabled: settled !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
  const fieldErrors = query.error instanceof ApiError ? serverFieldErrors(query.error.content) : [];
  return {
    options: settled === null || query.error ? [] : (query.data?.list ?? []),
    loading: query.isFetching || JSON.stringify(body) !== JSON.stringify(settled),
    answered: query.isSuccess && settled !== null && !query.isPlaceholderData,
    fieldErrors,
    error: query.error && fieldErrors.length === 0 ? failureText(query.error) : null,
  };
}
