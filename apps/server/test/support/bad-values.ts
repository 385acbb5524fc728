/** Values that a careless or hostile client sends; each must be refused cleanly, never crash the server. */
export const BAD_VALUES: unknown[] = [
  null,
  '',
  ' ',
  0,
  -1,
  1.5,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e308,
  'NaN',
  'Infinity',
  '-0',
  '0x10',
  '1e5',
  true,
  false,
  [],
  [null],
  [1, 2, 3],
  {},
  { $gt: '' },
  { __proto__: { polluted: true } },
  { constructor: { prototype: { polluted: true } } },
  'x'.repeat(100_000),
  '😀'.repeat(300),
  '\u0000',
  '\u202e\u200b',
  "' OR 1=1 --",
  '"; DROP TABLE accounts; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  ['$', '{7*7}'].join(''), // template injection, spelled so it is not one here
  '2026-13-45T99:99:99Z',
  'not-an-email',
  'a@b',
  '   demo@portal.test   ',
  'DEMO@PORTAL.TEST',
];

/** Whole bodies that are not objects at all. */
export const BAD_BODIES: unknown[] = [null, [], [{}], 'text', 42, true, { a: { b: { c: { d: { e: {} } } } } }];

/** Deterministic pseudo-random numbers, so a failure can be replayed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
