/**
 * What the portal's data is made of, as a screen shows it and a write changes it. Every operation
 * names its resources: a write (`changes`) the ones it may change, a read (`shows`) the ones its reply
 * is made from. The web marks old every cached read that shows a resource a write changed, so a
 * kept-alive screen in another tab is fresh when it is next looked at (docs/ARCHITECTURE.md,
 * "Resource tags"). The server's API tests hold each operation to its declaration: the tables it
 * touches, mapped to these names (apps/server/test/support/table-resources.ts), must be declared.
 */
export const RESOURCES = [
  /** The merchant and its accounts: profile, contacts, API key, settings, the operation guide flag. */
  'account',
  /** Signed-in sessions (the session list). */
  'sessions',
  /** Notices and which of them an account has read. */
  'notices',
  /** The provider's reference lists: warehouses, categories, properties, materials, countries, services. */
  'reference',
  /** SKUs with their categories and consumables. */
  'products',
  /** The stock ledger: on hand, locked (frozen), available, movements and age layers. */
  'stock',
  /** Outbound orders, their lines, history, tracking and exceptions. */
  'orders',
  /** Self-service parcel orders: pieces, customs lines, history, tracking, exceptions, and the saved senders. */
  'parcels',
  /** The wallet: balance, credit limit, fees held, transactions. */
  'wallet',
  /** Shipping methods, rate cards, surcharges, handling fees, tax and currency rates. */
  'shipping',
  /** Inbound bookings, their boxes and what arrived; the inventory list shows what they bring. */
  'inbound',
  /** Loss and gain orders and their comments. */
  'lossOrders',
  /** Top-ups, the receiving accounts and the exchange rates they use. */
  'topUps',
  /** Serial numbers. */
  'serialNumbers',
  /** Storage fees, their rate cards and discounts. */
  'storageFees',
  /** The statistics rollups the daily job writes. */
  'statistics',
  /** Imports and their failed rows. */
  'imports',
  /** The scheduled jobs as staff see them. */
  'jobs',
  /** Warning-email addresses and the alerts waiting to be mailed to them. */
  'alerts',
  /** In-app alerts about the merchant's records and which account has read them (the user messages). */
  'messages',
  /** The merchant's named API keys (the plugins page), with their last use. */
  'apiKeys',
  /** Webhook endpoints, their deliveries and the log of attempts. */
  'webhooks',
  /** Shop connections, their SKU mappings and the orders they received (the plugins page). */
  'shops',
  /** Mail the portal sent (the staff outbox). */
  'mail',
  /** The merchants' quarterly ratings of the service (the evaluation page; staff read them). */
  'evaluations',
  /** The accounts' answers to the help articles' "was this helpful?" (staff read the counts). */
  'helpFeedback',
  /** The warehouses' inbound guidelines staff publish (provider-wide: every merchant reads the same). */
  'guidelines',
  /** The survey campaigns (customs survey, tax opinions) and the merchants' answers (staff read and export them). */
  'surveys',
  /**
   * The operation log. Every write adds to it, so no write names it: the web marks the log's reads
   * old after any logged write (`changesWhatItShows`).
   */
  'operationLog',
] as const;

export type Resource = (typeof RESOURCES)[number];
