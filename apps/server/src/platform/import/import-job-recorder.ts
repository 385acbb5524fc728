import type { Db } from '../../db/database';
import { type Tx, transaction } from '../../db/transaction';
import type { Viewer } from '../../kernel/viewer';
import type { FailedRow, ImportJobRepository, NewImportJob } from './import-job-repository';

/**
 * One import's job record, written inside the transactions that save its rows (found: a crash between
 * the rows' commit and the job's insert lost the job's result). A kind that saves row by row records
 * the job in each of those transactions: the first inserts it, later ones bring it up to date.
 */
export class ImportJobRecorder {
  private id: number | undefined;
  /** What the job said when last written, to know whether `settle` must write it once more. */
  private written = '';

  constructor(
    private readonly db: Db,
    private readonly jobs: ImportJobRepository,
    private readonly viewer: Viewer,
    private readonly job: () => NewImportJob,
  ) {}

  readonly record = async (tx: Tx): Promise<void> => {
    const job = this.job();
    // An id from a transaction that was rolled back names no row: the job is inserted again.
    if (this.id === undefined || !(await this.jobs.update(this.viewer, this.id, job, tx))) {
      this.id = await this.jobs.insert(this.viewer, job, tx);
    }
    this.written = summary(job.failedRows);
  };

  /**
   * The job's id once the save is over. When no transaction saved rows (every row failed), or rows
   * failed after the last one (a clash found row by row), the job is written here in its own.
   */
  async settle(): Promise<number> {
    const job = this.job();
    if (this.id === undefined || summary(job.failedRows) !== this.written) {
      await transaction(this.db, this.record);
    }
    return this.id as number;
  }
}

function summary(failed: FailedRow[]): string {
  return failed.map((f) => `${f.row}:${f.reasons.length}`).join(',');
}
