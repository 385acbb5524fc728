import type { FieldProblem, ShippingArea } from '@portal/contract';
import { type PostcodeRange, parsePostcodeRange, specificity } from './quote/postcodes';
import { POSTCODE_PROBLEMS, PROBLEMS } from './rate-data-problems';

export interface PlacedArea {
  /** Where the area is in the request body (`zones.2.areas.5`). */
  path: string;
  area: ShippingArea;
  /** The zone it belongs to, when zones must not share a postcode. */
  zone?: string;
}

function describe(area: ShippingArea): string {
  if (area.postcode_from === null) return area.country;
  const to = area.postcode_to ?? area.postcode_from;
  return to === area.postcode_from
    ? `${area.country} ${area.postcode_from}`
    : `${area.country} ${area.postcode_from}–${to}`;
}

/** Unknown countries and postcode ranges that do not read; answers the ranges that do. */
export async function checkAreas(
  areas: readonly PlacedArea[],
  countryExists: (code: string) => Promise<boolean>,
  problems: FieldProblem[],
): Promise<Map<PlacedArea, PostcodeRange | null>> {
  const known = new Map<string, boolean>();
  for (const country of new Set(areas.map(({ area }) => area.country)))
    known.set(country, await countryExists(country));
  const ranges = new Map<PlacedArea, PostcodeRange | null>();
  for (const placed of areas) {
    const { path, area } = placed;
    if (!known.get(area.country)) {
      problems.push({ field: `${path}.country`, message: 'v.country' });
      continue;
    }
    if (area.postcode_from === null) {
      if (area.postcode_to !== null)
        problems.push({ field: `${path}.postcode_from`, message: PROBLEMS.postcodeToAlone });
      else ranges.set(placed, null);
      continue;
    }
    const range = parsePostcodeRange(area.country, area.postcode_from, area.postcode_to);
    if (typeof range === 'string') {
      problems.push({
        field: `${path}.postcode_to`,
        message: POSTCODE_PROBLEMS[range],
        params: { from: area.postcode_from, to: area.postcode_to ?? area.postcode_from },
      });
    } else {
      ranges.set(placed, range);
    }
  }
  return ranges;
}

/**
 * Areas of different zones that claim the same postcode at the same specificity (a narrower range
 * inside a wider one is allowed: the narrower wins). Sorted sweeps, so a card of thousands of
 * ranges is checked at once.
 */
export function zoneClashes(ranges: Map<PlacedArea, PostcodeRange | null>, problems: FieldProblem[]): void {
  const groups = new Map<string, { placed: PlacedArea; range: PostcodeRange | null }[]>();
  for (const [placed, range] of ranges) {
    const key = `${placed.area.country}|${range?.letters ?? ''}|${specificity(range)}|${range?.from == null ? 'all' : 'n'}`;
    const group = groups.get(key) ?? [];
    group.push({ placed, range });
    groups.set(key, group);
  }
  for (const group of groups.values()) {
    group.sort((a, b) => (a.range?.from ?? 0) - (b.range?.from ?? 0));
    let reach: { to: number; placed: PlacedArea } | undefined;
    for (const entry of group) {
      const from = entry.range?.from ?? 0;
      const to = entry.range?.to ?? 0;
      if (reach && from <= reach.to && reach.placed.zone !== entry.placed.zone) {
        problems.push({
          field: entry.placed.path,
          message: PROBLEMS.areaInTwoZones,
          params: {
            area: describe(entry.placed.area),
            first: reach.placed.zone ?? '',
            second: entry.placed.zone ?? '',
          },
        });
      }
      if (!reach || to > reach.to) reach = { to, placed: entry.placed };
    }
  }
}
