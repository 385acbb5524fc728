/**
 * The life of a self-service parcel order (issue 27, docs/server/self-service-orders.md): the
 * merchant pre-advises a parcel it hands over itself; the hub receives, measures and ships it.
 * Zod-free, so the web's list and buttons read it without the schemas.
 */
export const PARCEL_STATUSES = [
  /** Saved, not yet pre-advised: no fee held, editable. */
  'draft',
  /** Pre-advised: the estimate is held; cancel is still possible. */
  'pre_advised',
  /** Picked up, dropped off or brought by the merchant's courier: the provider has it. */
  'handed_over',
  /** Received at the hub, weighed and measured: the final fee is charged. */
  'received',
  'shipped',
  'delivered',
  /** A problem (address, contents, customs) waits for the merchant's reply. */
  'exception',
  /** Sent back to the merchant (an approved interception after receipt, or undeliverable). */
  'returned',
  'canceled',
] as const;
export type ParcelStatus = (typeof PARCEL_STATUSES)[number];

/** The list's tabs: every status, and All first. */
export const PARCEL_STATUS_TABS = ['all', ...PARCEL_STATUSES] as const;
export type ParcelStatusTab = (typeof PARCEL_STATUS_TABS)[number];

/** How the parcel reaches the provider: picked up at the sender's address, dropped off at the hub, or the merchant's own courier. */
export const HANDOVER_METHODS = ['pickup', 'drop_off', 'own_courier'] as const;
export type HandoverMethod = (typeof HANDOVER_METHODS)[number];

/** A hand-over method as the export writes it and the import reads it, in each language. */
export const HANDOVER_METHOD_NAMES: Record<HandoverMethod, { en: string; zh_CN: string }> = {
  pickup: { en: 'Pickup', zh_CN: '上门揽收' },
  drop_off: { en: 'Drop-off', zh_CN: '自送到仓' },
  own_courier: { en: 'Own courier', zh_CN: '自发快递' },
};

/** Who pays import duties and taxes: the recipient on delivery (DDU) or the merchant through the provider (DDP). */
export const DUTY_TERMS = ['DDU', 'DDP'] as const;
export type DutyTerms = (typeof DUTY_TERMS)[number];

/** Statuses in which the provider holds the parcel before it ships: an interception may be asked. */
export const INTERCEPTABLE_PARCEL_STATUSES: readonly ParcelStatus[] = ['handed_over', 'received'];

/** Statuses staff may raise an exception from (the parcel returns there once it is resolved). */
export const EXCEPTION_FROM_STATUSES: readonly ParcelStatus[] = ['pre_advised', 'handed_over', 'received', 'shipped'];

/**
 * Transit insurance: the premium is this share of the insured value, per mille, rounded up to a cent
 * (charged with the fee; the insured value is what a loss pays back).
 */
export const PARCEL_INSURANCE_RATE_PERMILLE = 5;

export function parcelInsuranceFee(insuredCents: number): number {
  return Math.ceil((insuredCents * PARCEL_INSURANCE_RATE_PERMILLE) / 1000);
}

/** What the merchant may do with a parcel order now: the list's row actions and the detail's buttons. */
export interface ParcelActions {
  edit: boolean;
  submit: boolean;
  cancel: boolean;
  request_interception: boolean;
  print_label: boolean;
}

export function parcelActionsFor(parcel: { status: ParcelStatus; interception_requested: boolean }): ParcelActions {
  const { status } = parcel;
  return {
    edit: status === 'draft',
    submit: status === 'draft',
    cancel: status === 'draft' || status === 'pre_advised',
    request_interception: INTERCEPTABLE_PARCEL_STATUSES.includes(status) && !parcel.interception_requested,
    print_label: status !== 'draft' && status !== 'canceled',
  };
}

/** A status as a refusal names it, in each language. */
export const PARCEL_STATUS_NAMES: Record<ParcelStatus, { en: string; zh_CN: string }> = {
  draft: { en: 'Draft', zh_CN: '草稿' },
  pre_advised: { en: 'Pre-advised', zh_CN: '已预报' },
  handed_over: { en: 'Handed over', zh_CN: '已交接' },
  received: { en: 'Received at hub', zh_CN: '已到仓' },
  shipped: { en: 'Shipped out', zh_CN: '已发出' },
  delivered: { en: 'Delivered', zh_CN: '已签收' },
  exception: { en: 'Exception', zh_CN: '异常' },
  returned: { en: 'Returned', zh_CN: '已退回' },
  canceled: { en: 'Canceled', zh_CN: '已取消' },
};
