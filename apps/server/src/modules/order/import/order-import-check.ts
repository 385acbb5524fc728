import { type Lang, type Localized, ORDER_LINES_MAX, type ShippingQuote, validationMessage } from '@portal/contract';
import { AppError } from '../../../kernel/app-error';
import type { TenantScope } from '../../../kernel/viewer';
import type { FailRow } from '../../../platform/import/import-definition';
import { both } from '../../../platform/import/import-texts';
import { labelled, messageReason, problemReason, refusalReason } from '../../../platform/import/row-reasons';
import { type LineGoods, unknownSkuProblem } from '../../product';
import type { ResolvedLine } from '../draft-types';
import { codeKey } from '../order-contents';
import type { OrderDeps } from '../order-deps';
import { orderColumn } from './order-columns';
import type { OrderImportRow } from './order-import-rows';

/**
 * The lines of an order whose rows pass the stored-data checks; undefined once a row failed. A SKU
 * the caller cannot reach says what the order form says (`unknownSkuProblem`): unknown, or for a
 * sub-account limited to chosen SKUs, none of its SKUs.
 */
export function checkStoredData(
  scope: TenantScope,
  number: string,
  group: OrderImportRow[],
  stored: { taken: Set<string>; goodsByKey: Map<string, LineGoods>; countryKnown: Map<string, boolean> },
  fail: FailRow,
): ResolvedLine[] | undefined {
  const numberColumn = orderColumn('platform_order_no');
  if (stored.taken.has(number)) {
    const reason = both((lang) =>
      new AppError('ORDER_NO_EXISTS', { params: { platform_order_no: number } }).localizedMessage(lang),
    );
    for (const row of group) fail(row, reason);
    return undefined;
  }
  if (group.length > ORDER_LINES_MAX) {
    const reason = labelled(
      numberColumn,
      both((lang) => validationMessage('v.tooManyItems', lang, { max: ORDER_LINES_MAX })),
    );
    for (const row of group) fail(row, reason);
    return undefined;
  }
  const first = group[0] as OrderImportRow;
  if (!stored.countryKnown.get(first.value.order.recipient.country)) {
    fail(first, messageReason(orderColumn('country'), 'v.country'));
  }
  const seen = new Set<string>();
  const lines: ResolvedLine[] = [];
  for (const row of group) {
    const key = codeKey(row.value.line.sku);
    const goods = stored.goodsByKey.get(key);
    if (seen.has(key)) fail(row, messageReason(orderColumn('sku'), 'v.lineDuplicate'));
    else if (!goods) fail(row, problemReason(orderColumn('sku'), unknownSkuProblem(scope, 'sku', row.value.line.sku)));
    else lines.push({ item: row.value.line, ...goods });
    seen.add(key);
  }
  return group.every((row) => row.value !== undefined) ? lines : undefined;
}

/** The chosen method's quote, or the cheapest that fits; a refusal as the row's reason. */
export async function quoteOrder(
  rates: OrderDeps['rates'],
  shipment: Parameters<OrderDeps['rates']['quote']>[0],
  methodCode: string,
  lang: Lang,
): Promise<{ quote: ShippingQuote } | { reason: Localized }> {
  try {
    const quotes = await rates.quote(shipment, { lang, methodCode: methodCode || undefined });
    const quote = methodCode ? quotes.find((q) => q.shipping_method_code === methodCode) : quotes[0];
    if (!quote) throw new AppError(methodCode ? 'SHIPPING_METHOD_UNAVAILABLE' : 'NO_SHIPPING_OPTIONS');
    return { quote };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const reason = refusalReason(error);
    return { reason: methodCode ? labelled(orderColumn('shipping_method_code'), reason) : reason };
  }
}
