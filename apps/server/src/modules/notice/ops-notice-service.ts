import type { CustomerRepository } from '../../identity/customer-repository';
import { AppError } from '../../kernel/app-error';
import type { NoticeApi } from './notice-api';

export interface StaffNoticeDraft {
  title: string;
  meta_title: string;
  description: string;
  customer_id?: number;
}

/** Staff publishing notices (operations API). */
export class OpsNoticeService {
  constructor(
    private readonly customers: CustomerRepository,
    private readonly notices: NoticeApi,
  ) {}

  /** Published at once; without customer_id every merchant sees it. A mistyped customer is refused, not published to no one. */
  async publishNotice(draft: StaffNoticeDraft): Promise<{ press_id: number }> {
    const customerId = draft.customer_id ?? null;
    if (customerId !== null && !(await this.customers.find(customerId))) throw new AppError('NOT_FOUND');
    const pressId = await this.notices.publish({
      customer_id: customerId,
      title: draft.title,
      meta_title: draft.meta_title,
      description: draft.description,
    });
    return { press_id: pressId };
  }
}
