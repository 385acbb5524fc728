import { order, type ShippingQuote } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../shared/api/call-operation';
import { operationKey } from '../../../shared/api/use-operation';
import { failureText } from '../../../shared/forms/form-errors';
import { useSettledValue } from '../../../shared/hooks/use-settled-value';
import type { ShippingOptionsBody } from './order-form-values';

export interface ShippingOptions {
  quotes: ShippingQuote[];
  loading: boolean;
  /** The server has answered for the draft as it stands (an empty answer means no option fits). */
  answered: boolean;
  /** Why the options could not be had, in words (the server's refusal, or the network). */
  error: string | null;
}

/** Pauses in typing (tax codes, consumable and packaging quantities) before the options are asked again. */
const SETTLE_MS = 400;

/**
 * The shipping options for the draft as it stands; asked again when something they depend on
 * (destination, lines, consumables, the merchant's packaging, tax codes) changes and settles. A read sent as POST (the
 * draft's lines do not fit a query string), so it is a query, not a mutation.
 */
export function useShippingOptions(body: ShippingOptionsBody | null): ShippingOptions {
  const settled = useSettledValue(body, SETTLE_MS);
  const query = useQuery({
    queryKey: [...operationKey(order.getShippingOptions), settled],
    queryFn: () => callOperation(order.getShippingOptions, { body: settled ?? undefined, silent: true }),
    enabled: settled !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  return {
    quotes: query.data?.list ?? [],
    loading: query.isFetching || JSON.stringify(body) !== JSON.stringify(settled),
    answered: query.isSuccess && settled !== null && !query.isPlaceholderData,
    error: query.error ? failureText(query.error) : null,
  };
}
