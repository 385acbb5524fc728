import type { Localized } from '../core/lang';

/**
 * What a shipping method includes besides carriage (spec 2 "next step": service options). A method
 * stores the codes; quotes and screens show the names.
 */
export const SERVICE_OPTIONS = {
  tracking: { en: 'Tracking', zh_CN: '全程跟踪' },
  signature: { en: 'Signature on delivery', zh_CN: '签收' },
  insurance: { en: 'Insurance included', zh_CN: '含保险' },
  pickup_point: { en: 'Delivery to pick-up point', zh_CN: '自提点派送' },
  po_box: { en: 'PO Box delivery', zh_CN: '可派送邮政信箱' },
  saturday_delivery: { en: 'Saturday delivery', zh_CN: '周六派送' },
  ddp: { en: 'Duties and taxes paid (DDP)', zh_CN: '完税交货（DDP）' },
} as const satisfies Record<string, Localized>;

export type ServiceOption = keyof typeof SERVICE_OPTIONS;

export const SERVICE_OPTION_CODES = Object.keys(SERVICE_OPTIONS) as ServiceOption[];
