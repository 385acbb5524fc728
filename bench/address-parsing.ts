/**
 * The address recognizer behind paste-to-parse (issue 10) over its labelled set: accuracy per field
 * and overall, and the time each address takes (median of ROUNDS runs per address, after a warm-up),
 * as p50/p95/max over the set; then the adversarial 2,000-character inputs. Exits non-zero when
 * accuracy is under 97% or the p95 time over 2 ms.
 *
 *   npm run bench:address            (ROUNDS=20 by default)
 *   SET=held-out MISSES=1 npm run bench:address   (the held-out batch, each wrong field printed)
 *   SET=held-out-second npm run bench:address     (the second held-out batch; held-out-third: the third)
 */

import { recognizeAddress } from '../apps/server/src/modules/address-recognition';
import { FIELDS, measureAccuracy } from '../apps/server/src/modules/address-recognition/field-accuracy';
import { ADVERSARIAL_INPUTS } from '../apps/server/src/modules/address-recognition/fixtures/adversarial-inputs';
import { HELD_OUT } from '../apps/server/src/modules/address-recognition/fixtures/held-out';
import { SECOND_HELD_OUT } from '../apps/server/src/modules/address-recognition/fixtures/held-out-second';
import { THIRD_HELD_OUT } from '../apps/server/src/modules/address-recognition/fixtures/held-out-third';
import { LABELLED_ADDRESSES as TUNED_ON } from '../apps/server/src/modules/address-recognition/fixtures/labelled-addresses';

const ROUNDS = Number(process.env.ROUNDS ?? 20);
/** SET=held-out, held-out-second or held-out-third measures a held-out batch (fixtures/held-out*.ts) instead of the labelled set. */
const SETS: Record<string, typeof TUNED_ON> = {
  'held-out': HELD_OUT,
  'held-out-second': SECOND_HELD_OUT,
  'held-out-third': THIRD_HELD_OUT,
};
const LABELLED_ADDRESSES = SETS[process.env.SET ?? ''] ?? TUNED_ON;
const ACCURACY_GOAL = 0.97;
const P95_GOAL_MS = 2;

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

function median(values: number[]): number {
  return quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
}

function timeOf(text: string): number {
  const started = performance.now();
  recognizeAddress(text);
  return performance.now() - started;
}

const report = measureAccuracy(LABELLED_ADDRESSES);
console.log(`${LABELLED_ADDRESSES.length} labelled addresses`);
for (const field of FIELDS) console.log(`  ${field.padEnd(13)} ${(report.perField[field] * 100).toFixed(1)}%`);
console.log(
  `  overall       ${(report.overall * 100).toFixed(2)}% of ${LABELLED_ADDRESSES.length * FIELDS.length} fields`,
);
if (process.env.MISSES) {
  for (const miss of report.misses) {
    console.log(`  #${miss.index} ${miss.field}: expected "${miss.expected}", got "${miss.actual}"`);
  }
}

for (let warm = 0; warm < 3; warm += 1) for (const { text } of LABELLED_ADDRESSES) recognizeAddress(text);
const perAddress = LABELLED_ADDRESSES.map(({ text }) => median(Array.from({ length: ROUNDS }, () => timeOf(text))));
const sorted = [...perAddress].sort((a, b) => a - b);
const p95 = quantile(sorted, 0.95);
console.log(
  `time per address (median of ${ROUNDS} runs each): p50 ${quantile(sorted, 0.5).toFixed(3)} ms, p95 ${p95.toFixed(3)} ms, max ${(sorted.at(-1) ?? 0).toFixed(3)} ms`,
);

const adversarial = ADVERSARIAL_INPUTS.map(({ name, text }) => ({
  name,
  ms: median(Array.from({ length: 5 }, () => timeOf(text))),
}));
const slowest = adversarial.reduce((worst, item) => (item.ms > worst.ms ? item : worst));
console.log(
  `adversarial 2,000-character inputs (${adversarial.length}): slowest "${slowest.name}" ${slowest.ms.toFixed(2)} ms`,
);

if (report.overall < ACCURACY_GOAL || p95 > P95_GOAL_MS) {
  console.error(`goal missed: accuracy ≥ ${ACCURACY_GOAL * 100}% and p95 ≤ ${P95_GOAL_MS} ms`);
  process.exitCode = 1;
}
