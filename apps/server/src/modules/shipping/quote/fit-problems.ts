import type { FieldProblem, Localized, Shipment } from '@portal/contract';

/** Why a method cannot carry a shipment. */
export type FitProblem = 'warehouse' | 'disabled' | 'dangerous' | 'weight' | 'size' | 'destination';

const MESSAGES: Record<FitProblem, Localized> = {
  warehouse: {
    en: 'The warehouse has no shipping method {method}',
    zh_CN: '该仓库没有物流渠道 {method}',
  },
  disabled: { en: '{method} is no longer offered', zh_CN: '{method} 已停用' },
  dangerous: { en: '{method} does not carry dangerous goods', zh_CN: '{method} 不承运危险品' },
  weight: { en: 'The parcel is heavier than {method} carries', zh_CN: '包裹重量超过 {method} 的限重' },
  size: { en: 'The parcel is larger than {method} carries', zh_CN: '包裹尺寸超过 {method} 的限制' },
  destination: {
    en: '{method} does not deliver to {country} {zip}',
    zh_CN: '{method} 不派送至 {country} {zip}',
  },
};

const FIELDS: Record<FitProblem, string> = {
  warehouse: 'method_code',
  disabled: 'method_code',
  dangerous: 'lines',
  weight: 'weight_g',
  size: 'size',
  destination: 'destination',
};

/** `method`: its name in both languages, or the code asked for when no such method is offered. */
export function fitProblemField(problem: FitProblem, method: Localized | string, shipment: Shipment): FieldProblem {
  return {
    field: FIELDS[problem],
    message: MESSAGES[problem],
    params: {
      method,
      country: shipment.destination.country,
      zip: shipment.destination.zip,
    },
  };
}
