import type { CustomerSettings } from '@portal/contract';
import type { CustomerFlags, CustomerRepository } from '../../identity/customer-repository';
import { AppError } from '../../kernel/app-error';
import type { Clock } from '../../platform/clock';

/** The settings customer service switches on for a merchant (operations API). */
export class OpsSettingService {
  constructor(
    private readonly customers: CustomerRepository,
    private readonly clock: Clock,
  ) {}

  async updateCustomerSettings(customerId: number, flags: Partial<CustomerFlags>): Promise<CustomerSettings> {
    // zod leaves omitted flags as undefined keys; only the flags staff actually sent are written.
    const given = Object.fromEntries(Object.entries(flags).filter(([, v]) => v !== undefined));
    const settings = await this.customers.updateFlags(customerId, given, this.clock.now().toISOString());
    if (!settings) throw new AppError('NOT_FOUND');
    return { customer_id: customerId, ...settings };
  }
}
