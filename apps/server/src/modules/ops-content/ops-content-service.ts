import type { CustomerSettings } from '@portal/contract';
import type { CustomerFlags, CustomerRepository } from '../../identity/customer-repository';
import { AppError } from '../../kernel/app-error';
import type { Clock } from '../../platform/clock';
import type { NoticeApi } from '../notice';

export interface NoticeDraft {
  title: string;
  meta_title: string;
  description: string;
  customer_id?: number;
}

export class OpsContentService {
  constructor(
    private readonly customers: CustomerRepository,
    private readonly notices: NoticeApi,
    private readonly clock: Clock,
  ) {}

  /** Published at once; without customer_id every merchant sees it. A mistyped customer is refused, not published to no one. */
  async publishNotice(draft: NoticeDraft): Promise<{ press_id: number }> {
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

  async updateCustomerSettings(customerId: number, flags: Partial<CustomerFlags>): Promise<CustomerSettings> {
    // zod leaves omitted flags as undefined keys; only the flags staff actually sent are written.
    const given = Object.fromEntries(Object.entries(flags).filter(([, v]) => v !== undefined));
    const settings = await this.customers.updateFlags(customerId, given, this.clock.now().toISOString());
    if (!settings) throw new AppError('NOT_FOUND');
    return { customer_id: customerId, ...settings };
  }
}
