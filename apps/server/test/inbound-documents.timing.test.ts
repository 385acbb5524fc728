import { inbound } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slowestHealthCall } from './support/health-calls';
import { createBooking, sampleBooking } from './support/inbound';
import { merchantWithSkus } from './support/orders';
import { openPdf } from './support/read-pdf';
import { TestApp } from './support/test-app';

describe('inbound documents off the event loop', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(() => t.close());

  it("answers /healthz quickly while a 500-box booking's shipping marks render", async () => {
    const m = await merchantWithSkus(t, ['MUG-01']);
    const boxes = (count: number) =>
      sampleBooking({
        lines: [{ sku: 'MUG-01', quantity: count }],
        packing_method: 'one_sku_per_box',
        boxes: [
          {
            box_count: count,
            weight_kg: 3.2,
            length_cm: 30,
            width_cm: 20,
            height_cm: 20,
            items: [{ sku: 'MUG-01', quantity: 1 }],
          },
        ],
        services: { quality_inspection: 'routine', value_added_services: [], insurance: [] },
      });
    const small = await createBooking(t, m.token, boxes(2));
    const large = await createBooking(t, m.token, boxes(500));
    const marks = (id: number) =>
      t.app.server.inject({
        method: 'GET',
        url: inbound.downloadShippingMarks.path,
        query: { id: String(id) },
        headers: { token: m.token },
      });
    // Warm the worker up first: starting one under tsx compiles its modules and reads the font.
    expect((await marks(small.id)).statusCode).toBe(200);
    const quiet = await slowestHealthCall(t, new Promise((resolve) => setTimeout(resolve, 1000)));

    const work = marks(large.id);
    const { slowest, calls } = await slowestHealthCall(t, work);
    const reply = await work;
    expect(reply.statusCode, reply.body.slice(0, 200)).toBe(200);
    expect(openPdf(reply.rawPayload).pages).toHaveLength(500);
    expect(calls).toBeGreaterThan(3);
    console.log(
      `slowest of ${calls} health calls: ${slowest.toFixed(1)} ms (${quiet.slowest.toFixed(1)} ms without the work)`,
    );
    expect(slowest).toBeLessThan(100 + quiet.slowest);
  });
});
