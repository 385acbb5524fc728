import type { Kysely, Migration } from 'kysely';

/**
 * SKU permissions (issue 25, docs/SECURITY.md "SKU permissions"): the SKUs a sub-account whose grant
 * says `skus: 'chosen'` reaches. The primary key serves the one look-up every limited query makes,
 * "is this product among the account's" (`db/sku-scope.ts`). No foreign key to products: a deleted
 * SKU's row simply matches nothing.
 */
export function grantedSkus(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('account_skus')
        .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('account_skus_pk', ['account_id', 'product_id'])
        .execute();
    },
  };
}
