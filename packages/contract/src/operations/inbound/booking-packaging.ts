import { z } from 'zod';
import { packingSkuKey } from '../../rules/packed-units';
import { skuRule as codeRule } from '../../rules/sku';
import { numberInput } from '../../rules/strict-values';

/** Lines of the merchant's own packaging one booking may declare, and units per line. */
export const INBOUND_PACKAGING_LINES_MAX = 50;
export const INBOUND_PACKAGING_QUANTITY_MAX = 100_000;

/**
 * Step 1, the merchant's own packaging (boxes, mailers: `product.addPackaging`) travelling with the
 * goods: a packaging code of the merchant (any case) and the units declared. Staff count what
 * arrives (`opsInbound.receivePackaging`), which may differ.
 */
export const inboundPackagingLineSchema = z.object({
  code: codeRule,
  quantity: numberInput(
    z
      .number({ message: 'v.inboundQuantity' })
      .int({ message: 'v.wholeNumber' })
      .min(1, { message: 'v.inboundQuantity' })
      .max(INBOUND_PACKAGING_QUANTITY_MAX, { message: 'v.tooBig' }),
  ),
});

/** The booking's `packaging`: none when left out. */
export const inboundPackagingSchema = z
  .array(inboundPackagingLineSchema, { message: 'v.required' })
  .max(INBOUND_PACKAGING_LINES_MAX, { message: 'v.tooManyItems' })
  .default([]);

/** A packaging code once per booking: the second line naming it is refused. */
export function checkPackagingOnce(lines: z.output<typeof inboundPackagingSchema>, ctx: z.RefinementCtx): void {
  const declared = new Set<string>();
  lines.forEach((line, index) => {
    const key = packingSkuKey(line.code);
    if (declared.has(key)) {
      ctx.addIssue({ code: 'custom', path: ['packaging', index, 'code'], message: 'v.packagingDefaultDuplicate' });
    }
    declared.add(key);
  });
}
