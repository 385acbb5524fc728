/**
 * One rule for a SKU's volume, so the SKU list, the product form, the storage charge and the
 * monthly-volume statistics agree: length × width × height in cm³, rounded to 3 decimals (sides have
 * at most 2 decimals each; the rounding only removes binary noise such as 32.63699999… for
 * 2.3 × 3.3 × 4.3). Screens show it with their own number of decimals (`formatVolume` in the web app).
 */
export const SKU_VOLUME_DECIMALS = 3;

export const CM3_PER_M3 = 1_000_000;

export function skuVolumeCm3(lengthCm: number, widthCm: number, heightCm: number): number {
  const scale = 10 ** SKU_VOLUME_DECIMALS;
  return Math.round(lengthCm * widthCm * heightCm * scale) / scale;
}

/** One unit's volume in m³, from the same rounded cm³ the SKU shows. */
export function skuVolumeM3(lengthCm: number, widthCm: number, heightCm: number): number {
  return skuVolumeCm3(lengthCm, widthCm, heightCm) / CM3_PER_M3;
}
