/**
 * The stock ledger's area. Its operations (the merchant's inventory list and stock log) come with
 * issue 11; today it names what a stock movement is, for the server's ledger and those screens.
 */

/**
 * Why stock moved: `opening` carried over when the ledger started, `receipt` received from an inbound
 * booking, `adjustment` a count by staff (stock-taking), `lock` reserved by an order (or held by staff),
 * `release` a reservation given back (order cancelled), `deduction` picked and packed (on hand and
 * locked both go down).
 */
export const STOCK_MOVEMENT_TYPES = ['opening', 'receipt', 'adjustment', 'lock', 'release', 'deduction'] as const;
export type StockMovementType = (typeof STOCK_MOVEMENT_TYPES)[number];

/**
 * What a movement belongs to: an outbound order, an inbound booking, or a staff hold (the quantity
 * staff keep from sale in a warehouse, `frozen` of `product.setStock`; its id is the balance row's).
 */
export const STOCK_REFERENCE_TYPES = ['order', 'inbound', 'stock_hold'] as const;
export type StockReferenceType = (typeof STOCK_REFERENCE_TYPES)[number];
