import { describe, expect, it } from 'vitest';
import { FIELDS, measureAccuracy } from './field-accuracy';
import { ADVERSARIAL_INPUTS } from './fixtures/adversarial-inputs';
import { LABELLED_ADDRESSES } from './fixtures/labelled-addresses';
import { RECOGNIZE_TEXT_MAX, recognizeAddress } from './recognize-address';

describe('recognizeAddress over the labelled set', () => {
  it('reads at least 97% of all fields of 300+ hand-labelled addresses exactly', () => {
    const report = measureAccuracy(LABELLED_ADDRESSES);
    const lines = FIELDS.map((field) => `  ${field.padEnd(13)} ${(report.perField[field] * 100).toFixed(1)}%`);
    console.log(
      [
        `Address recognition: ${LABELLED_ADDRESSES.length} addresses, ${(report.overall * 100).toFixed(2)}% of fields exact`,
        ...lines,
        ...report.misses.map(
          (miss) =>
            `  miss #${miss.index} ${miss.field}: expected ${JSON.stringify(miss.expected)}, got ${JSON.stringify(miss.actual)}`,
        ),
      ].join('\n'),
    );
    expect(LABELLED_ADDRESSES.length).toBeGreaterThanOrEqual(300);
    expect(report.overall).toBeGreaterThanOrEqual(0.97);
  });

  it('has every country of the brief at least 15 times and Chinese addresses at least 30 times', () => {
    const counts = new Map<string, number>();
    for (const { expected } of LABELLED_ADDRESSES)
      counts.set(expected.country, (counts.get(expected.country) ?? 0) + 1);
    for (const country of ['US', 'CA', 'GB', 'IE', 'DE', 'FR', 'IT', 'ES', 'NL', 'BE', 'PL', 'AT', 'AU']) {
      expect(counts.get(country) ?? 0, country).toBeGreaterThanOrEqual(15);
    }
    expect(counts.get('CN') ?? 0).toBeGreaterThanOrEqual(30);
  });
});

describe('recognizeAddress bounds its work', () => {
  it.each(ADVERSARIAL_INPUTS)('reads 2,000 characters of $name in well under 50 ms', ({ text }) => {
    recognizeAddress(text);
    const started = performance.now();
    recognizeAddress(text);
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('reads no further than its limit and answers empty fields for empty text', () => {
    const address = 'Hans Müller, Hauptstraße 5a, 10115 Berlin, Deutschland';
    expect(recognizeAddress(`${address}${' '.repeat(RECOGNIZE_TEXT_MAX)}Paris 75001 France`).country).toBe('DE');
    expect(Object.values(recognizeAddress('   \n\t  ')).every((value) => value === '')).toBe(true);
  });

  it('answers the same fields for the same text', () => {
    const text = 'Jan van der Berg\tKeizersgracht 123-A\t1015 CJ\tAmsterdam\tNL';
    expect(recognizeAddress(text)).toEqual(recognizeAddress(text));
  });
});
