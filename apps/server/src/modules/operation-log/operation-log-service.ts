import type { ListResult, OperationLogDetail, OperationLogItem } from '@portal/contract';
import type { AccountRepository } from '../../identity/account-repository';
import { AppError } from '../../kernel/app-error';
import type { Viewer } from '../../kernel/viewer';
import type {
  LoggedEntry,
  LogQuery,
  LogScope,
  OperationLogRepository,
} from '../../platform/operation-log/operation-log-repository';

/** The main account reads every entry of its merchant; a sub-account (with the right) its own. */
export function logScope(viewer: Viewer): LogScope {
  return viewer.isMain
    ? { customerId: viewer.customerId }
    : { customerId: viewer.customerId, accountId: viewer.accountId };
}

/** The filters as the contract reads them. */
type Filters = Omit<LogQuery, 'createdFrom' | 'createdTo'> & { created_from?: string; created_to?: string };

function logQuery(filters: Filters): LogQuery {
  const { created_from, created_to, ...rest } = filters;
  return {
    ...rest,
    ...(created_from ? { createdFrom: new Date(created_from).toISOString() } : {}),
    ...(created_to ? { createdTo: new Date(created_to).toISOString() } : {}),
  };
}

/** The operation-log page: list, one entry, and the rows of an export. */
export class OperationLogService {
  constructor(
    private readonly entries: OperationLogRepository,
    private readonly accounts: AccountRepository,
  ) {}

  async list(
    viewer: Viewer,
    query: Filters & { page: number; page_size: number },
  ): Promise<ListResult<OperationLogItem>> {
    const { page, page_size, ...filters } = query;
    const scope = logScope(viewer);
    const where = logQuery(filters);
    const [total, rows] = await Promise.all([
      this.entries.count(scope, where),
      this.entries.page(scope, where, page_size, (page - 1) * page_size),
    ]);
    return { list: await this.named(viewer, rows), total };
  }

  async detail(viewer: Viewer, id: number): Promise<OperationLogDetail> {
    const entry = await this.entries.find(logScope(viewer), id);
    if (!entry) throw new AppError('OPERATION_LOG_NOT_FOUND');
    const [named] = await this.named(viewer, [entry]);
    return { ...entry, account_name: named?.account_name ?? entry.account_email };
  }

  /** At most `limit` entries, and how many matched (up to the count's cap, which is above any export's). */
  async matching(viewer: Viewer, filters: Filters, limit: number) {
    const scope = logScope(viewer);
    const where = logQuery(filters);
    const [total, rows] = await Promise.all([
      this.entries.count(scope, where),
      this.entries.page(scope, where, limit, 0),
    ]);
    return { rows: await this.named(viewer, rows), total };
  }

  /** Each entry with its account's name now (an account's e-mail, the API key's or staff's label otherwise). */
  private async named(viewer: Viewer, rows: LoggedEntry[]): Promise<OperationLogItem[]> {
    const ids = [...new Set(rows.map((row) => row.account_id).filter((id) => id > 0))];
    const names = await this.accounts.namesOf(viewer.customerId, ids);
    return rows.map((row) => ({ ...row, account_name: names.get(row.account_id) || row.account_email }));
  }
}
