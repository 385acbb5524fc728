import type { Kysely, Migration } from 'kysely';

/**
 * A self-service parcel that holds dangerous goods (batteries, liquids, magnets: docs/server/
 * self-service-orders.md, "Dangerous goods"): the rate engine quotes it only by methods that carry
 * them, and its labels print the DG mark. Parcels saved before are not dangerous.
 */
export const parcelDangerousGoods: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('parcel_orders')
      .addColumn('dangerous_goods', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
