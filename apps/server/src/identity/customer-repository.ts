import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { Flag } from '../db/flag';
import { queryBuilder } from '../db/query-builder';
import type { Tx } from '../db/transaction';
import type { CustomerRow, CustomersTable, IdentityTables } from './identity-tables';

/** The switches customer service turns on per merchant (spec 6). */
export interface CustomerFlags {
  warning_quantity_enabled: Flag;
  scan_barcode_enabled: Flag;
  warning_email_enabled: Flag;
  app_down_button_is_display: Flag;
}

const FLAG_COLUMNS = [
  'warning_quantity_enabled',
  'scan_barcode_enabled',
  'warning_email_enabled',
  'app_down_button_is_display',
] as const;

/** Merchants (`customers`): one row per merchant with its merchant-wide settings. */
export class CustomerRepository {
  constructor(private readonly db: Db) {}

  private kysely(tx?: Tx) {
    return queryBuilder<Pick<IdentityTables, 'customers'>>(this.db, tx);
  }

  find(customerId: number): Promise<CustomerRow | undefined> {
    return this.kysely().selectFrom('customers').selectAll().where('id', '=', customerId).executeTakeFirst();
  }

  /** Merchants' names by id (a staff list naming the merchants of its rows). */
  async namesOf(customerIds: number[]): Promise<Map<number, string>> {
    if (!customerIds.length) return new Map();
    const rows = await this.kysely()
      .selectFrom('customers')
      .select(['id', 'name'])
      .where('id', 'in', [...new Set(customerIds)])
      .execute();
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  async create(customer: Omit<Insertable<CustomersTable>, 'id'>, tx?: Tx): Promise<number> {
    const row = await this.kysely(tx)
      .insertInto('customers')
      .values(customer)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  flags(customerId: number): Promise<CustomerFlags | undefined> {
    return this.kysely().selectFrom('customers').select(FLAG_COLUMNS).where('id', '=', customerId).executeTakeFirst();
  }

  /** Writes the given flags (none is allowed) and answers all of them; undefined for an unknown customer. */
  async updateFlags(customerId: number, flags: Partial<CustomerFlags>, at: string): Promise<CustomerFlags | undefined> {
    if (Object.keys(flags).length) {
      await this.kysely()
        .updateTable('customers')
        .set({ ...flags, updated_at: at })
        .where('id', '=', customerId)
        .execute();
    }
    return this.flags(customerId);
  }

  /** The key and its hash together: the old key stops working in the same write. */
  async setApiKey(customerId: number, apiKey: string, apiKeyHash: string, at: string): Promise<void> {
    await this.kysely()
      .updateTable('customers')
      .set({ api_key: apiKey, api_key_hash: apiKeyHash, updated_at: at })
      .where('id', '=', customerId)
      .execute();
  }

  async setShowTrueTrackingNumber(customerId: number, value: Flag, at: string): Promise<void> {
    await this.kysely()
      .updateTable('customers')
      .set({ show_true_tracking_number: value, updated_at: at })
      .where('id', '=', customerId)
      .execute();
  }
}
