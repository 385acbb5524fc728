import type { Db, Tx } from '../../db/handles';
import { queryBuilder } from '../../db/query-builder';
import type { OperationLogsTable, OperationLogTables } from './operation-log-tables';

export type LogEntryRow = Omit<OperationLogsTable, 'id'>;

/** Writes entries of the operation log: inside the change's transaction, or on their own after a refusal. */
export class LogEntryRepository {
  constructor(private readonly db: Db) {}

  async insert(row: LogEntryRow, tx?: Tx): Promise<number> {
    const inserted = await queryBuilder<OperationLogTables>(this.db, tx)
      .insertInto('operation_logs')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  }

  /** Gives an entry written with an earlier transaction of the request the request's final result; false when it is gone. */
  async settle(id: number, result: Pick<LogEntryRow, 'result_code' | 'result_msg' | 'duration_ms'>): Promise<boolean> {
    const updated = await queryBuilder<OperationLogTables>(this.db)
      .updateTable('operation_logs')
      .set(result)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) > 0;
  }
}
