/** A layer of stock with units left, as FIFO consumption reads it (oldest first). */
export interface OpenLayer {
  id: number;
  remaining: number;
}

/**
 * What taking `quantity` units first in, first out leaves of each layer it touches (`layers` oldest
 * first): the oldest layers are emptied before a newer one is opened. Taking more than the layers
 * hold means the balance and its layers disagree, a broken ledger: it throws and changes nothing.
 */
export function takeFirstInFirstOut(layers: readonly OpenLayer[], quantity: number): OpenLayer[] {
  if (!Number.isSafeInteger(quantity) || quantity <= 0) {
    throw new RangeError(`stock quantity must be a positive whole number, got ${quantity}`);
  }
  const left: OpenLayer[] = [];
  let wanted = quantity;
  for (const layer of layers) {
    if (wanted === 0) break;
    const taken = Math.min(layer.remaining, wanted);
    if (taken <= 0) continue;
    wanted -= taken;
    left.push({ id: layer.id, remaining: layer.remaining - taken });
  }
  if (wanted > 0) {
    const held = layers.reduce((sum, layer) => sum + Math.max(layer.remaining, 0), 0);
    throw new Error(`stock ledger broken: taking ${quantity} units from layers holding ${held}`);
  }
  return left;
}
