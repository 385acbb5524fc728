/**
 * Decimals per unit of volume, the same on every screen: m³ to the litre (three decimals, as the
 * inbound booking takes it), m³·days likewise, a product's cm³ to two decimals (its sides have two).
 */
export const VOLUME_DECIMALS = { cm3: 2, m3: 3, m3Days: 3 } as const;

export type VolumeUnit = keyof typeof VOLUME_DECIMALS;

/** A volume with its unit's fixed number of decimals: 0.6 m³ → "0.600", 1234.5 cm³ → "1234.50". */
export function formatVolume(value: number, unit: VolumeUnit): string {
  return value.toFixed(VOLUME_DECIMALS[unit]);
}
