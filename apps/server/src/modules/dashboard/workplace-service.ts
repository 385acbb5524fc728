import type { ContentOf, dashboard } from '@portal/contract';
import type { Core } from '../../core';
import { AppError } from '../../kernel/app-error';
import type { Viewer } from '../../kernel/viewer';
import type { NoticeApi } from '../notice';
import type { WorkplaceRepository } from './workplace-repository';

/** The home page shows a handful of notices; the bell and the notice list show the rest. */
const WORKPLACE_NOTICES = 5;

export type Workplace = ContentOf<typeof dashboard.getWorkplace>;

export class WorkplaceService {
  constructor(
    private readonly core: Pick<Core, 'accounts' | 'customers'>,
    private readonly repository: WorkplaceRepository,
    private readonly notices: NoticeApi,
  ) {}

  async workplace(viewer: Viewer): Promise<Workplace> {
    const [account, customer, contacts, notices] = await Promise.all([
      this.core.accounts.findById(viewer.customerId, viewer.accountId),
      this.core.customers.find(viewer.customerId),
      this.repository.contacts(viewer),
      this.notices.newest(viewer, WORKPLACE_NOTICES),
    ]);
    if (!account || !customer) throw new AppError('SESSION_EXPIRED');
    return {
      // A sub-account is greeted by its own name, the main account by the merchant's.
      name: viewer.isMain ? customer.name : `${account.first_name} ${account.last_name}`.trim(),
      customer_id: customer.id,
      is_main_account: viewer.isMain,
      contacts,
      notices,
    };
  }
}
