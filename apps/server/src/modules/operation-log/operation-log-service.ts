import type { ListResult, OperationLogDetail, OperationLogItem } from '@portal/contract';
import { AppError } from '../../kernel/app-error';
import type { Viewer } from '../../kernel/viewer';
import type { LogQuery, LogScope, OperationLogRepository } from './operation-log-repository';

/** The main account reads every entry of its merchant; a sub-account (with the right) its own. */
export function logScope(viewer: Viewer): LogScope {
  return viewer.isMain ? { customerId: viewer.customerId } : { customerId: viewer.customerId, accountId: viewer.accountId };
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
  constructor(private readonly entries: OperationLogRepository) {}

  async list(viewer: Viewer, query: Filters & { page: number; page_size: number }): Promise<ListResult<OperationLogItem>> {
    const { page, page_size, ...filters } = query;
    const scope = logScope(viewer);
    const where = logQuery(filters);
    const [total, list] = await Promise.all([
      this.entries.count(scope, where),
      this.entries.page(scope, where, page_size, (page - 1) * page_size),
    ]);
    return { list, total };
  }

  async detail(viewer: Viewer, id: number): Promise<OperationLogDetail> {
    const entry = await this.entries.find(logScope(viewer), id);
    if (!entry) throw new AppError('OPERATION_LOG_NOT_FOUND');
    return entry;
  }

  /** At most `limit` entries, and how many matched (up to the count's cap, which is above any export's). */
  async matching(viewer: Viewer, filters: Filters, limit: number) {
    const scope = logScope(viewer);
    const where = logQuery(filters);
    const [total, rows] = await Promise.all([this.entries.count(scope, where), this.entries.page(scope, where, limit, 0)]);
    return { rows, total };
  }
}
