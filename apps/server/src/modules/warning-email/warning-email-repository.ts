import type { WarningEmailType } from '@portal/contract';
import { sql } from 'kysely';
import type { Db, Tx } from '../../db/handles';
import { queryBuilder } from '../../db/query-builder';
import type { WarningEmailSettingsTable, WarningEmailTables } from './warning-email-tables';

/** The digest hour of a merchant that never saved the setting: 08:00 UTC. */
export const DEFAULT_DIGEST_HOUR = 8;

export interface RecipientRow {
  email: string;
  types: WarningEmailType[];
}

export interface NewAlert {
  customer_id: number;
  type: WarningEmailType;
  subject: string;
  reference: string;
  detail: string;
}

export interface PendingAlert extends NewAlert {
  id: number;
  created_at: string;
}

/** Warning-email addresses, each merchant's sending times, and the alerts waiting to be mailed. */
export class WarningEmailRepository {
  constructor(private readonly db: Db) {}

  private kysely(tx?: Tx) {
    return queryBuilder<WarningEmailTables>(this.db, tx);
  }

  async recipients(customerId: number, tx?: Tx): Promise<RecipientRow[]> {
    const rows = await this.kysely(tx)
      .selectFrom('warning_email_recipients')
      .select(['email', 'types'])
      .where('customer_id', '=', customerId)
      .orderBy('position')
      .execute();
    return rows.map((row) => ({ email: row.email, types: row.types.split(',').filter(Boolean) as WarningEmailType[] }));
  }

  settings(customerId: number, tx?: Tx) {
    return this.kysely(tx)
      .selectFrom('warning_email_settings')
      .selectAll()
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
  }

  /** Replaces the merchant's addresses and digest hour (in the caller's transaction). */
  async replace(tx: Tx, customerId: number, recipients: RecipientRow[], digestHour: number, at: string): Promise<void> {
    const db = this.kysely(tx);
    await db.deleteFrom('warning_email_recipients').where('customer_id', '=', customerId).execute();
    if (recipients.length) {
      await db
        .insertInto('warning_email_recipients')
        .values(
          recipients.map((recipient, position) => ({
            customer_id: customerId,
            position,
            email: recipient.email,
            types: recipient.types.join(','),
            created_at: at,
          })),
        )
        .execute();
    }
    await this.upsertSettings(tx, customerId, at, { digest_hour: digestHour, updated_at: at });
  }

  /** Adds alerts; one already raised for the same merchant, kind and record is left as it is. */
  async addAlerts(alerts: NewAlert[], at: string): Promise<void> {
    if (!alerts.length) return;
    await this.kysely()
      .insertInto('warning_alerts')
      .values(alerts.map((alert) => ({ ...alert, created_at: at, mailed_at: null })))
      .onConflict((oc) => oc.columns(['customer_id', 'type', 'subject']).doNothing())
      .execute();
  }

  /** Merchants with alerts not mailed yet whose last batch went out at or before `lastMailedBy`. */
  async customersDue(lastMailedBy: string, limit: number): Promise<number[]> {
    const rows = await this.kysely()
      .selectFrom('warning_alerts as a')
      .leftJoin('warning_email_settings as s', 's.customer_id', 'a.customer_id')
      .select('a.customer_id')
      .where('a.mailed_at', 'is', null)
      .where((eb) => eb.or([eb('s.last_mailed_at', 'is', null), eb('s.last_mailed_at', '<=', lastMailedBy)]))
      .groupBy('a.customer_id')
      .orderBy('a.customer_id')
      .limit(limit)
      .execute();
    return rows.map((row) => row.customer_id);
  }

  /** A merchant's alerts not mailed yet, oldest first. */
  async pending(customerId: number, limit: number): Promise<PendingAlert[]> {
    const rows = await this.kysely()
      .selectFrom('warning_alerts')
      .select(['id', 'customer_id', 'type', 'subject', 'reference', 'detail', 'created_at'])
      .where('customer_id', '=', customerId)
      .where('mailed_at', 'is', null)
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ ...row, type: row.type as WarningEmailType }));
  }

  /** Marks alerts mailed and notes the batch's time, so the next one waits. */
  async markMailed(tx: Tx, customerId: number, ids: number[], at: string): Promise<void> {
    const db = this.kysely(tx);
    if (ids.length) {
      await db
        .updateTable('warning_alerts')
        .set({ mailed_at: at })
        .where('customer_id', '=', customerId)
        .where('id', 'in', ids)
        .execute();
    }
    await this.upsertSettings(tx, customerId, at, { last_mailed_at: at });
  }

  /** Merchants whose low-stock digest is due at `hour` and was not made for `day` yet. */
  async digestsDue(hour: number, day: string, limit: number): Promise<number[]> {
    const rows = await this.kysely()
      .selectFrom('warning_email_settings')
      .select('customer_id')
      .where('digest_hour', '=', hour)
      .where((eb) => eb.or([eb('last_digest_on', 'is', null), eb('last_digest_on', '<', day)]))
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('warning_email_recipients as r')
            .select(sql.lit(1).as('one'))
            .whereRef('r.customer_id', '=', 'warning_email_settings.customer_id'),
        ),
      )
      .orderBy('customer_id')
      .limit(limit)
      .execute();
    return rows.map((row) => row.customer_id);
  }

  async markDigested(customerId: number, day: string): Promise<void> {
    await this.kysely()
      .updateTable('warning_email_settings')
      .set({ last_digest_on: day })
      .where('customer_id', '=', customerId)
      .execute();
  }

  /** Writes `changes` on the merchant's settings row, made first (default hour, never mailed) when it has none. */
  private async upsertSettings(
    tx: Tx,
    customerId: number,
    at: string,
    changes: Partial<Omit<WarningEmailSettingsTable, 'customer_id'>>,
  ): Promise<void> {
    await this.kysely(tx)
      .insertInto('warning_email_settings')
      .values({
        customer_id: customerId,
        digest_hour: DEFAULT_DIGEST_HOUR,
        last_mailed_at: null,
        last_digest_on: null,
        updated_at: at,
        ...changes,
      })
      .onConflict((oc) => oc.column('customer_id').doUpdateSet(changes))
      .execute();
  }
}
