import type { LabelledAddress } from './fixtures/labelled-address';
import { type RecognizedAddress, recognizeAddress } from './recognize-address';

export const FIELDS = [
  'first_name',
  'last_name',
  'company',
  'phone',
  'email',
  'address1',
  'address2',
  'house_number',
  'city',
  'state',
  'zip',
  'country',
] as const satisfies ReadonlyArray<keyof RecognizedAddress>;

export interface AccuracyReport {
  /** Share of exact fields over all fields of all addresses, 0..1. */
  overall: number;
  perField: Record<(typeof FIELDS)[number], number>;
  /** Each wrong field: which address, what was expected, what came out. */
  misses: Array<{ index: number; field: (typeof FIELDS)[number]; expected: string; actual: string; text: string }>;
  /** Time each address took, in milliseconds, in set order. */
  timings: number[];
}

/** Runs the recognizer over a labelled set and compares field by field (exact strings). */
export function measureAccuracy(set: readonly LabelledAddress[]): AccuracyReport {
  const right = Object.fromEntries(FIELDS.map((field) => [field, 0])) as Record<(typeof FIELDS)[number], number>;
  const misses: AccuracyReport['misses'] = [];
  const timings: number[] = [];
  set.forEach(({ text, expected }, index) => {
    const started = performance.now();
    const actual = recognizeAddress(text);
    timings.push(performance.now() - started);
    for (const field of FIELDS) {
      if (actual[field] === expected[field]) right[field] += 1;
      else misses.push({ index, field, expected: expected[field], actual: actual[field], text });
    }
  });
  const total = set.length * FIELDS.length;
  const correct = Object.values(right).reduce((sum, count) => sum + count, 0);
  return {
    overall: total === 0 ? 0 : correct / total,
    perField: Object.fromEntries(
      FIELDS.map((field) => [field, set.length === 0 ? 0 : right[field] / set.length]),
    ) as AccuracyReport['perField'],
    misses,
    timings,
  };
}
