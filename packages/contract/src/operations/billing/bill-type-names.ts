import type { Localized } from '../../core/lang';
import type { WalletTransactionType } from '../wallet';

/**
 * The bill types as the billing pages, the statement and its files word them. Zod-free: the web's
 * billing screens and the server's workbooks and PDFs both read them from here.
 */
export const BILL_TYPE_NAMES: Readonly<Record<WalletTransactionType, Localized>> = {
  opening: { en: 'Opening balance', zh_CN: '期初余额' },
  top_up: { en: 'Top-up', zh_CN: '充值' },
  fulfilment_fee: { en: 'Order fulfilment fee', zh_CN: '订单履约费' },
  fee_adjustment: { en: 'Fee adjustment', zh_CN: '费用调整' },
  storage_fee: { en: 'Storage fee', zh_CN: '仓储费' },
  inbound_fee: { en: 'Inbound fee', zh_CN: '入库费' },
  insurance: { en: 'Insurance', zh_CN: '保险费' },
  loss_compensation: { en: 'Loss compensation', zh_CN: '丢失赔偿' },
  refund: { en: 'Refund', zh_CN: '退款' },
  adjustment: { en: 'Manual adjustment', zh_CN: '人工调整' },
};
