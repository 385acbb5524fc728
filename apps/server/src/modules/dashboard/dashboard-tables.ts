import type { Generated } from 'kysely';

/** The provider's contacts of each merchant, shown on the home page. */
export interface DashboardTables {
  contacts: ContactsTable;
}

export interface ContactsTable {
  id: Generated<number>;
  customer_id: number;
  role: 'sales_manager' | 'account_manager' | 'customer_service';
  name: string;
  email: string;
  phone: string;
  wechat: string;
  sort: number;
}
