/** Where the parcel form sends the merchant (until the feature's paths module exists). */
export const PARCEL_LIST_PATH = '/self-service-order';
export const parcelDetailPath = (id: number) => `/self-service-order/detail?${new URLSearchParams({ id: String(id) })}`;
export function parcelIdOf(params: URLSearchParams): number | null {
  const raw = params.get('id');
  return raw !== null && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}
