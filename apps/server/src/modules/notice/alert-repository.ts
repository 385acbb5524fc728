import { allows, type Grant, type MessageAlertType, type PermissionArea } from '@portal/contract';
import { type Kysely, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import { onlyAllowedSkus, SKU_LINES, type SkuLines } from '../../db/sku-scope';
import type { Tx } from '../../db/transaction';
import type { TenantScope } from '../../kernel/viewer';
import type { AlertTables } from './alert-tables';

/** The areas alerts are filed under: a sub-account sees those of the areas its grant holds. */
export const ALERT_AREAS = ['order', 'inventory'] as const satisfies readonly PermissionArea[];
export type AlertArea = (typeof ALERT_AREAS)[number];

/**
 * The account reading alerts: its customer, rights and SKU limit decide what is visible, the account
 * what is read.
 */
export interface AlertReader extends TenantScope {
  accountId: number;
  isMain: boolean;
  grant: Grant;
}

/** Where the record an alert of each area names keeps its SKU lines (its `subject` is the record's id). */
const ALERT_RECORD_LINES = { order: SKU_LINES.order, inventory: SKU_LINES.lossOrder } as const satisfies Record<
  AlertArea,
  SkuLines
>;

export type ReadState = 'read' | 'unread';

export interface NewUserAlert {
  customer_id: number;
  type: MessageAlertType;
  area: AlertArea;
  subject: string;
  reference: string;
  detail: string;
}

export interface UserAlertRow {
  id: number;
  type: MessageAlertType;
  subject: string;
  reference: string;
  detail: string;
  created_at: string;
  read_at: string | null;
}

/**
 * A merchant's alerts the reader may see, joined with the reader's read mark. Area rights and SKU
 * limits apply here, in the query, so no caller can list an alert of an area the account does not
 * hold, nor one about a record holding a SKU beyond its grant.
 */
function visibleAlerts(db: Kysely<AlertTables>, reader: AlertReader, read?: ReadState) {
  const areas = ALERT_AREAS.filter((area) => allows(reader, area));
  let query = db
    .selectFrom('user_alerts')
    .leftJoin('user_alert_reads', (join) =>
      join
        .onRef('user_alert_reads.alert_id', '=', 'user_alerts.id')
        .on('user_alert_reads.account_id', '=', reader.accountId),
    )
    .where('user_alerts.customer_id', '=', reader.customerId);
  if (areas.length === 0) query = query.where(sql<SqlBool>`1 = 0`);
  else if (areas.length < ALERT_AREAS.length) query = query.where('user_alerts.area', 'in', areas);
  const skusOf = reader.skusOf;
  if (skusOf !== undefined) {
    const recordId = sql`cast(user_alerts.subject as integer)`;
    query = query.where((eb) =>
      eb.or(
        ALERT_AREAS.map((area) =>
          eb.and([eb('user_alerts.area', '=', area), onlyAllowedSkus(skusOf, ALERT_RECORD_LINES[area], recordId)]),
        ),
      ),
    );
  }
  if (read === 'read') query = query.where('user_alert_reads.read_at', 'is not', null);
  if (read === 'unread') query = query.where('user_alert_reads.read_at', 'is', null);
  return query;
}

/** In-app alerts and their per-account read marks; nothing here reaches another merchant's alerts. */
export class AlertRepository {
  constructor(private readonly db: Db) {}

  private kysely(tx?: Tx) {
    return queryBuilder<AlertTables>(this.db, tx);
  }

  /** Adds alerts; one already raised for the same merchant, kind and record is left as it is. */
  async add(alerts: NewUserAlert[], at: string): Promise<void> {
    if (!alerts.length) return;
    await this.kysely()
      .insertInto('user_alerts')
      .values(alerts.map((alert) => ({ ...alert, created_at: at })))
      .onConflict((oc) => oc.columns(['customer_id', 'type', 'subject']).doNothing())
      .execute();
  }

  /** The newest `limit` visible alerts after `offset`, newest first. */
  async page(reader: AlertReader, read: ReadState | undefined, page: { offset: number; limit: number }) {
    const rows = await visibleAlerts(this.kysely(), reader, read)
      .select([
        'user_alerts.id',
        'user_alerts.type',
        'user_alerts.subject',
        'user_alerts.reference',
        'user_alerts.detail',
        'user_alerts.created_at',
        'user_alert_reads.read_at',
      ])
      .orderBy('user_alerts.created_at', 'desc')
      .orderBy('user_alerts.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute();
    return rows.map((row): UserAlertRow => ({ ...row, type: row.type as MessageAlertType }));
  }

  async count(reader: AlertReader, read?: ReadState): Promise<number> {
    const row = await visibleAlerts(this.kysely(), reader, read)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  async isVisible(reader: AlertReader, alertId: number): Promise<boolean> {
    const row = await visibleAlerts(this.kysely(), reader)
      .select('user_alerts.id')
      .where('user_alerts.id', '=', alertId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** A second read of the same alert keeps the first read time. */
  async markRead(reader: AlertReader, alertId: number, at: string): Promise<void> {
    await this.kysely()
      .insertInto('user_alert_reads')
      .values({ alert_id: alertId, account_id: reader.accountId, customer_id: reader.customerId, read_at: at })
      .onConflict((oc) => oc.columns(['alert_id', 'account_id']).doNothing())
      .execute();
  }

  /** Marks every visible unread alert read; answers how many. */
  async markAllRead(reader: AlertReader, at: string): Promise<number> {
    const result = await this.kysely()
      .insertInto('user_alert_reads')
      .columns(['alert_id', 'account_id', 'customer_id', 'read_at'])
      .expression(
        visibleAlerts(this.kysely(), reader, 'unread').select([
          'user_alerts.id',
          sql.lit(reader.accountId).as('account_id'),
          sql.lit(reader.customerId).as('customer_id'),
          sql.val(at).as('read_at'),
        ]),
      )
      .onConflict((oc) => oc.columns(['alert_id', 'account_id']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0);
  }

  /** A deleted account's read marks go with it. */
  async forgetReadsOf(accountId: number, tx: Tx): Promise<void> {
    await this.kysely(tx).deleteFrom('user_alert_reads').where('account_id', '=', accountId).execute();
  }
}
