import {
  OPERATION_LOG_TOTAL_CAP,
  type OperationLogDetail,
  type OperationLogItem,
  type OperationMenu,
  type OperationSource,
} from '@portal/contract';
import { containsText } from '../../db/contains-text';
import type { Db, Tx } from '../../db/handles';
import { queryBuilder } from '../../db/query-builder';
import type { OperationLogsTable, OperationLogTables } from './operation-log-tables';

export type LogEntryRow = Omit<OperationLogsTable, 'id'>;

/** An entry as listed, before the account's name is looked up (identity owns the names). */
export type LoggedEntry = Omit<OperationLogItem, 'account_name'>;

/** Whose entries a reader sees: the merchant's, and only one account's for a sub-account. */
export interface LogScope {
  customerId: number;
  /** Set for a sub-account: its own entries only. */
  accountId?: number;
}

/** The page's filters as read (`operationLogFilterSchema`), times as stored (UTC ISO). */
export interface LogQuery {
  ids?: number[];
  menu?: OperationMenu;
  url?: string;
  account_id?: number;
  source?: OperationSource;
  result?: 'success' | 'failed';
  createdFrom?: string;
  createdTo?: string;
}

/** The count stops at the contract's cap: a filtered page of a busy merchant's log answers without counting a million rows. */
const COUNT_CAP = OPERATION_LOG_TOTAL_CAP;

/**
 * The operation log's table: entries written by the route layer's recordings (inside the change's
 * transaction, or on their own after a refusal), read by the operation-log module, pruned nightly.
 */
export class OperationLogRepository {
  constructor(private readonly db: Db) {}

  private kysely(tx?: Tx) {
    return queryBuilder<OperationLogTables>(this.db, tx);
  }

  async insert(row: LogEntryRow, tx?: Tx): Promise<number> {
    const inserted = await this.kysely(tx)
      .insertInto('operation_logs')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  }

  /** Gives an entry written with an earlier transaction of the request the request's final result; false when it is gone. */
  async settle(id: number, result: Pick<LogEntryRow, 'result_code' | 'result_msg' | 'duration_ms'>): Promise<boolean> {
    const updated = await this.kysely()
      .updateTable('operation_logs')
      .set(result)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) > 0;
  }

  private filtered(scope: LogScope, query: LogQuery) {
    let q = this.kysely().selectFrom('operation_logs').where('operation_logs.customer_id', '=', scope.customerId);
    if (scope.accountId !== undefined) q = q.where('operation_logs.account_id', '=', scope.accountId);
    if (query.ids) q = q.where('operation_logs.id', 'in', query.ids.length ? query.ids : [0]);
    if (query.menu) q = q.where('operation_logs.menu', '=', query.menu);
    if (query.account_id) q = q.where('operation_logs.account_id', '=', query.account_id);
    if (query.source) q = q.where('operation_logs.source', '=', query.source);
    if (query.result === 'success') q = q.where('operation_logs.result_code', '=', 0);
    if (query.result === 'failed') q = q.where('operation_logs.result_code', '<>', 0);
    if (query.url) q = q.where(containsText('operation_logs.url', query.url));
    if (query.createdFrom) q = q.where('operation_logs.created_at', '>=', query.createdFrom);
    if (query.createdTo) q = q.where('operation_logs.created_at', '<=', query.createdTo);
    return q;
  }

  /** Up to COUNT_CAP: more is shown as that many. */
  async count(scope: LogScope, query: LogQuery): Promise<number> {
    const capped = this.filtered(scope, query).select('operation_logs.id').limit(COUNT_CAP);
    const row = await this.kysely()
      .selectFrom(capped.as('capped'))
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async page(scope: LogScope, query: LogQuery, limit: number, offset: number): Promise<LoggedEntry[]> {
    const rows = await this.filtered(scope, query)
      .select([
        'operation_logs.id',
        'operation_logs.created_at',
        'operation_logs.account_id',
        'operation_logs.account_email',
        'operation_logs.account_kind',
        'operation_logs.source',
        'operation_logs.menu',
        'operation_logs.operation',
        'operation_logs.method',
        'operation_logs.url',
        'operation_logs.result_code',
        'operation_logs.result_msg',
        'operation_logs.duration_ms',
        'operation_logs.ip',
      ])
      .orderBy('operation_logs.created_at', 'desc')
      .orderBy('operation_logs.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((row) => ({
      ...row,
      account_kind: row.account_kind as OperationLogItem['account_kind'],
      source: row.source as OperationLogItem['source'],
      menu: row.menu as OperationMenu,
    }));
  }

  async find(scope: LogScope, id: number): Promise<Omit<OperationLogDetail, 'account_name'> | undefined> {
    const [item] = await this.page(scope, { ids: [id] }, 1, 0);
    if (!item) return undefined;
    const more = await this.filtered(scope, { ids: [id] })
      .select(['operation_logs.params', 'operation_logs.user_agent'])
      .executeTakeFirstOrThrow();
    return { ...item, ...more };
  }

  /** Deletes up to `batch` entries older than `before`; answers how many went. */
  async pruneBefore(before: string, batch: number): Promise<number> {
    const oldest = this.kysely()
      .selectFrom('operation_logs')
      .select('id')
      .where('created_at', '<', before)
      .orderBy('created_at')
      .limit(batch);
    const deleted = await this.kysely().deleteFrom('operation_logs').where('id', 'in', oldest).executeTakeFirst();
    return Number(deleted.numDeletedRows);
  }
}
