import type { FieldProblem } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { checkAreas, type PlacedArea, zoneClashes } from '../../modules/shipping/area-checks';
import { COUNTRIES } from './countries-data';
import { USEA_ZIP_ZONES, USWE_ZIP_ZONES, type ZipChart } from './shipping-areas-data';
import { SEED_METHODS } from './shipping-methods-data';

const known = new Set(COUNTRIES.map(([code]) => code));

function covered(chart: ZipChart): number[] {
  const count = new Array(1000).fill(0);
  for (const [from, to] of chart) for (let zip = from; zip <= to; zip += 1) count[zip] += 1;
  return count;
}

describe('the seeded rate data', () => {
  it('zones every US ZIP prefix exactly once from each US warehouse', () => {
    for (const chart of [USWE_ZIP_ZONES, USEA_ZIP_ZONES]) expect(new Set(covered(chart))).toEqual(new Set([1]));
  });

  it('passes the checks the ops API applies to a saved card: countries, ranges, one zone per postcode, rising breaks', async () => {
    const problems: FieldProblem[] = [];
    for (const method of SEED_METHODS) {
      const placed: PlacedArea[] = method.zones.flatMap((zone) =>
        zone.areas.map((area, a) => ({
          path: `${method.code}.${zone.zone}.${a}`,
          zone: zone.zone,
          area: {
            country: area.country,
            postcode_from: area.from ?? null,
            postcode_to: area.from ? (area.to ?? area.from) : null,
          },
        })),
      );
      zoneClashes(await checkAreas(placed, async (code) => known.has(code), problems), problems);
      for (const surcharge of method.surcharges) {
        const areas = (surcharge.areas ?? []).map((area, a) => ({
          path: `${method.code}.${surcharge.kind}.${a}`,
          area: {
            country: area.country,
            postcode_from: area.from ?? null,
            postcode_to: area.from ? (area.to ?? area.from) : null,
          },
        }));
        await checkAreas(areas, async (code) => known.has(code), problems);
      }
      for (const zone of method.zones) {
        const weights = zone.breaks.map(([grams]) => grams);
        const prices = zone.breaks.map(([, price]) => price);
        expect(weights, `${method.code} ${zone.zone}`).toEqual([...weights].sort((a, b) => a - b));
        expect(prices, `${method.code} ${zone.zone}`).toEqual([...prices].sort((a, b) => a - b));
        expect(zone.areas.length, `${method.code} ${zone.zone}`).toBeGreaterThan(0);
      }
    }
    expect(problems).toEqual([]);
  });

  it('gives every warehouse domestic and cross-border methods to the EU, AU, CA, SG and BR', () => {
    const reached = new Map<number, Set<string>>();
    for (const method of SEED_METHODS) {
      const set = reached.get(method.warehouse_id) ?? new Set<string>();
      for (const zone of method.zones) for (const area of zone.areas) set.add(area.country);
      reached.set(method.warehouse_id, set);
    }
    const home = { 1: 'US', 2: 'US', 3: 'GB', 4: 'DE' } as const;
    for (const [warehouse, country] of Object.entries(home)) {
      expect([...(reached.get(Number(warehouse)) ?? [])]).toEqual(
        expect.arrayContaining([country, 'FR', 'AU', 'CA', 'SG', 'BR']),
      );
    }
  });
});
