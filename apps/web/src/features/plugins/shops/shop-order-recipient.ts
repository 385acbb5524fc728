import { order, type Recipient, type ShopOrder } from '@portal/contract';

/** The recipient fields a shop order's fix carries (what a shop sends, and the EU house number). */
export type RecipientFix = Pick<
  Recipient,
  | 'first_name'
  | 'last_name'
  | 'company'
  | 'phone'
  | 'email'
  | 'country'
  | 'state'
  | 'city'
  | 'zip'
  | 'address1'
  | 'address2'
  | 'house_number'
>;

/**
 * Whether the shop's recipient breaks the order rules' recipient rule (`order.recipientSchema`, the
 * one the import checks it with): then its reasons are about the recipient, and the merchant may fix
 * it before a retry. A shop sends no house number, so an EU address always asks for one.
 */
export function recipientNeedsFix(shopOrder: ShopOrder): boolean {
  return !order.recipientSchema.safeParse(shopOrder.recipient).success;
}

/** The fix form's starting values: the recipient as the shop sent it. */
export function recipientFixValues(shopOrder: ShopOrder): RecipientFix {
  return { ...shopOrder.recipient, house_number: '' };
}
