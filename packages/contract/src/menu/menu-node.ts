import type { Localized } from '../core/lang';
import type { Need, Permission } from './permissions';

/** One entry of the menu registry (registry.ts), or a group of them. */
export interface MenuNode {
  path: string;
  /** Page key in the web's page registry; absent on a pure menu group. */
  component?: string;
  title: Localized;
  icon?: string;
  permission?: Permission;
  /** What the page asks of the area when it is more than reading it: a form that creates is `manage`. */
  need?: Need;
  /** Shown only to the main account (managing sub-accounts). */
  onlyMain?: boolean;
  /** Shown only to the customer id configured as `ORDER_FULFILLMENT_FEE_CUSTOMER_ID`. */
  onlyFeeCustomer?: boolean;
  /** Routable but not shown in the menu (detail and edit pages). */
  hide?: boolean;
  /** For a hidden page: the menu entry highlighted while it is shown (the list it belongs to). */
  highlight?: string;
  ready: boolean;
  children?: MenuNode[];
}
