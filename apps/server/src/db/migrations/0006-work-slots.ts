import type { Kysely } from 'kysely';

/** Slots of per-merchant concurrency limits on heavy work (platform/work-slots.ts). */
export const workSlots = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('work_slots')
      .addColumn('bucket', 'text', (c) => c.notNull())
      .addColumn('slot', 'integer', (c) => c.notNull())
      .addColumn('holder', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('work_slots_pk', ['bucket', 'slot'])
      .execute();
  },
};
