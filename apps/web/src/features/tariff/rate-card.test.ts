import type { RateZone } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { priceAt, rateSheet } from './rate-card';

const zone = (name: string, breaks: [number, number][], extra: [number, number] | null = null): RateZone => ({
  zone: name,
  areas: [{ country: 'US', postcode_from: null, postcode_to: null }],
  breaks: breaks.map(([up_to_g, price]) => ({ up_to_g, price })),
  extra_step_g: extra?.[0] ?? null,
  extra_step_price: extra?.[1] ?? null,
});

describe('the rate sheet', () => {
  it('prices each weight as the engine does: the first break at or above it, then the extra steps', () => {
    const card = zone(
      '2',
      [
        [500, 400],
        [1000, 650],
      ],
      [500, 120],
    );
    expect([priceAt(card, 1), priceAt(card, 500), priceAt(card, 501), priceAt(card, 1000)]).toEqual([
      400, 400, 650, 650,
    ]);
    // 1001–1500 g is one started extra step, 1501 g two.
    expect([priceAt(card, 1001), priceAt(card, 1500), priceAt(card, 1501)]).toEqual([770, 770, 890]);
    expect(priceAt(zone('3', [[500, 400]]), 501)).toBeNull();
  });

  it('lists every break of any zone once, each zone priced at it', () => {
    const sheet = rateSheet([
      zone('A', [
        [500, 400],
        [1000, 650],
      ]),
      zone('B', [[1000, 900]]),
    ]);
    expect(sheet).toEqual([
      { up_to_g: 500, prices: [400, 900] },
      { up_to_g: 1000, prices: [650, 900] },
    ]);
  });
});
