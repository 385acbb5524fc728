import type { CustomerSettings } from '@portal/contract';
import type { Db } from '../../db/database';

export type SettingFlags = Omit<CustomerSettings, 'customer_id'>;

const FLAG_COLUMNS = [
  'id',
  'warning_quantity_enabled',
  'scan_barcode_enabled',
  'warning_email_enabled',
  'app_down_button_is_display',
] as const;

/** Staff writes that reach across merchants: each names its target customer explicitly. */
export class OpsContentRepository {
  constructor(private readonly db: Db) {}

  async customerExists(customerId: number): Promise<boolean> {
    const row = await this.db.kysely
      .selectFrom('customers')
      .select('id')
      .where('id', '=', customerId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async insertNotice(notice: {
    customer_id: number | null;
    title: string;
    meta_title: string;
    description: string;
    at: string;
  }): Promise<number> {
    const { at, ...fields } = notice;
    const row = await this.db.kysely
      .insertInto('notices')
      .values({ ...fields, publish_on_time: at, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Writes the given flags (none is allowed) and answers all four; undefined for an unknown customer. */
  async updateFlags(
    customerId: number,
    flags: Partial<SettingFlags>,
    at: string,
  ): Promise<CustomerSettings | undefined> {
    return this.db.kysely.transaction().execute(async (trx) => {
      if (Object.keys(flags).length) {
        await trx
          .updateTable('customers')
          .set({ ...flags, updated_at: at })
          .where('id', '=', customerId)
          .execute();
      }
      const row = await trx
        .selectFrom('customers')
        .select(FLAG_COLUMNS)
        .where('id', '=', customerId)
        .executeTakeFirst();
      if (!row) return undefined;
      const { id, ...current } = row;
      return { customer_id: id, ...current };
    });
  }
}
