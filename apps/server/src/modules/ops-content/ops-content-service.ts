import type { CustomerSettings } from '@portal/contract';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../platform/clock';
import type { OpsContentRepository, SettingFlags } from './ops-content-repository';

export interface NoticeDraft {
  title: string;
  meta_title: string;
  description: string;
  customer_id?: number;
}

export class OpsContentService {
  constructor(
    private readonly repository: OpsContentRepository,
    private readonly clock: Clock,
  ) {}

  /** Published at once; without customer_id every merchant sees it. A mistyped customer is refused, not published to no one. */
  async publishNotice(draft: NoticeDraft): Promise<{ press_id: number }> {
    const customerId = draft.customer_id ?? null;
    if (customerId !== null && !(await this.repository.customerExists(customerId))) throw new AppError('NOT_FOUND');
    const pressId = await this.repository.insertNotice({
      customer_id: customerId,
      title: draft.title,
      meta_title: draft.meta_title,
      description: draft.description,
      at: this.clock.now().toISOString(),
    });
    return { press_id: pressId };
  }

  async updateCustomerSettings(customerId: number, flags: Partial<SettingFlags>): Promise<CustomerSettings> {
    // zod leaves omitted flags as undefined keys; only the flags staff actually sent are written.
    const given = Object.fromEntries(Object.entries(flags).filter(([, v]) => v !== undefined));
    const settings = await this.repository.updateFlags(customerId, given, this.clock.now().toISOString());
    if (!settings) throw new AppError('NOT_FOUND');
    return settings;
  }
}
