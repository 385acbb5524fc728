import { LABELLED_ADDRESSES } from '../apps/server/src/modules/order/address-recognition/fixtures/labelled-addresses';
import { measureAccuracy } from '../apps/server/src/modules/order/address-recognition/field-accuracy';
const r = measureAccuracy(LABELLED_ADDRESSES);
console.log(LABELLED_ADDRESSES.length, 'addresses; overall', (r.overall * 100).toFixed(2));
console.log(Object.entries(r.perField).map(([k, v]) => `${k} ${(v * 100).toFixed(1)}`).join(' | '));
let last = -1;
for (const m of r.misses) {
  if (m.index !== last) { console.log(`\n#${m.index} ${JSON.stringify(m.text).slice(0, 140)}`); last = m.index; }
  console.log(`   ${m.field}: want ${JSON.stringify(m.expected)} got ${JSON.stringify(m.actual)}`);
}
