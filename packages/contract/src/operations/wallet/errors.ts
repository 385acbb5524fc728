import { defineErrors } from '../../core/error-codes';

/** Refusals of the merchant's wallet (1280–1299): holds of estimated fees, charges. */
export const walletErrors = defineErrors({
  INSUFFICIENT_BALANCE: {
    code: 1280,
    status: 200,
    en: 'Insufficient balance: the estimated fees of these orders ({amount}) exceed your available balance ({available}). Please top up.',
    zh_CN: '余额不足：这些订单的预估费用（{amount}）超过了您的可用余额（{available}），请先充值。',
  },
  FEE_ALREADY_CHARGED: {
    code: 1281,
    status: 200,
    en: 'The fees of this order have already been charged',
    zh_CN: '该订单的费用已扣除',
  },
});
