import type { Db } from '../../db/database';
import type { TenantScope } from '../../http/viewer';

export interface CustomerSettingRow {
  api_key: string | null;
  show_true_tracking_number: 0 | 1;
}

/** The merchant-wide settings kept on the customer row; every query is scoped to the viewer's customer. */
export class SettingRepository {
  constructor(private readonly db: Db) {}

  find(scope: TenantScope): Promise<CustomerSettingRow | undefined> {
    return this.db.kysely
      .selectFrom('customers')
      .select(['api_key', 'show_true_tracking_number'])
      .where('id', '=', scope.customerId)
      .executeTakeFirst();
  }

  async setApiKey(scope: TenantScope, apiKey: string, at: string): Promise<void> {
    await this.db.kysely
      .updateTable('customers')
      .set({ api_key: apiKey, updated_at: at })
      .where('id', '=', scope.customerId)
      .execute();
  }

  async setShowTrueTrackingNumber(scope: TenantScope, value: 0 | 1, at: string): Promise<void> {
    await this.db.kysely
      .updateTable('customers')
      .set({ show_true_tracking_number: value, updated_at: at })
      .where('id', '=', scope.customerId)
      .execute();
  }
}
