import type { Localized } from '@portal/contract';
import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { Tx } from '../../db/transaction';
import type { TenantScope } from '../../kernel/viewer';
import type { PlatformTables } from '../platform-tables';

/** A row that failed, as the job keeps it: the cells the user typed and why it failed, in both languages. */
export interface FailedRow {
  row: number;
  cells: Record<string, string>;
  reasons: Localized[];
}

export interface NewImportJob {
  kind: string;
  fileName: string;
  total: number;
  succeeded: number;
  failedRows: FailedRow[];
  at: string;
}

export interface ImportJob {
  id: number;
  kind: string;
  fileName: string;
  failedRows: FailedRow[];
}

/** Import jobs with their failed rows, so the failed-rows file can be downloaded from any instance. */
export class ImportJobRepository {
  constructor(private readonly db: Db) {}

  private kysely(tx?: Tx) {
    return queryBuilder<Pick<PlatformTables, 'import_jobs'>>(this.db, tx);
  }

  /** Inside `tx` when given: an import writes its job in the transaction that saves its rows. */
  async insert(scope: TenantScope & { accountId: number }, job: NewImportJob, tx?: Tx): Promise<number> {
    const row = await this.kysely(tx)
      .insertInto('import_jobs')
      .values({
        customer_id: scope.customerId,
        account_id: scope.accountId,
        kind: job.kind,
        file_name: job.fileName,
        total: job.total,
        succeeded: job.succeeded,
        failed: job.failedRows.length,
        failed_rows: JSON.stringify(job.failedRows),
        created_at: job.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Brings a job's counts and failed rows up to date; false when no such job was committed. */
  async update(scope: TenantScope, id: number, job: NewImportJob, tx?: Tx): Promise<boolean> {
    const result = await this.kysely(tx)
      .updateTable('import_jobs')
      .set({
        total: job.total,
        succeeded: job.succeeded,
        failed: job.failedRows.length,
        failed_rows: JSON.stringify(job.failedRows),
      })
      .where('customer_id', '=', scope.customerId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async find(scope: TenantScope, id: number): Promise<ImportJob | undefined> {
    const row = await this.kysely()
      .selectFrom('import_jobs')
      .select(['id', 'kind', 'file_name', 'failed_rows'])
      .where('customer_id', '=', scope.customerId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    return { id: row.id, kind: row.kind, fileName: row.file_name, failedRows: JSON.parse(row.failed_rows) };
  }
}
