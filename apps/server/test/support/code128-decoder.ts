/**
 * A Code 128 reader for tests, written from the symbology's published table rather than taken from
 * the encoder: bar and space widths in, text out, with the checksum verified.
 */

/** Bar/space widths (modules) of symbol values 0–105, then the stop pattern (index 106). */
const PATTERNS = [
  '212222 222122 222221 121223 121322 131222 122213 122312 132212 221213',
  '221312 231212 112232 122132 122231 113222 123122 123221 223211 221132',
  '221231 213212 223112 312131 311222 321122 321221 312212 322112 322211',
  '212123 212321 232121 111323 131123 131321 112313 132113 132311 211313',
  '231113 231311 112133 112331 132131 113123 113321 133121 313121 211331',
  '231131 213113 213311 213131 311123 311321 331121 312113 312311 332111',
  '314111 221411 431111 111224 111422 121124 121421 141122 141221 112214',
  '112412 122114 122411 142112 142211 241211 221114 413111 241112 134111',
  '111242 121142 121241 114212 124112 124211 411212 421112 421211 212141',
  '214121 412121 111143 111341 131141 114113 114311 411113 411311 113141',
  '114131 311141 411131 211412 211214 211232 2331112',
]
  .join(' ')
  .split(' ');
const VALUE_OF = new Map(PATTERNS.map((pattern, value) => [pattern, value]));
const START = { 103: 'A', 104: 'B', 105: 'C' } as const;
const STOP = 106;

/**
 * Widths in any unit (PDF points, pixels), alternating bar, space, bar… from the start code's first
 * bar to the stop pattern's last. The module is derived from the bar count, so scale does not matter.
 */
export function decodeCode128(widths: number[]): string {
  const bars = Math.ceil(widths.length / 2);
  if ((bars - 4) % 3 !== 0 || bars < 10) throw new Error(`not a Code 128 bar count: ${bars}`);
  const symbols = (bars - 4) / 3;
  const totalModules = symbols * 11 + 13;
  const module = widths.reduce((sum, w) => sum + w, 0) / totalModules;
  const modules = widths.map((w) => {
    const m = w / module;
    if (Math.abs(m - Math.round(m)) > 0.2 || Math.round(m) < 1 || Math.round(m) > 4) {
      throw new Error(`width ${w} is not a whole number of modules (${m.toFixed(2)})`);
    }
    return Math.round(m);
  });
  const values: number[] = [];
  for (let at = 0; at < symbols * 6; at += 6) {
    const value = VALUE_OF.get(modules.slice(at, at + 6).join(''));
    if (value === undefined) throw new Error(`unknown symbol at module group ${at / 6}`);
    values.push(value);
  }
  if (VALUE_OF.get(modules.slice(symbols * 6).join('')) !== STOP) throw new Error('no stop pattern');
  const [start, ...rest] = values;
  const check = rest.pop();
  if (start === undefined || check === undefined || !(start in START)) throw new Error('no start code');
  const sum = rest.reduce((acc, value, index) => acc + value * (index + 1), start);
  if (sum % 103 !== check) throw new Error(`checksum ${check} does not match ${sum % 103}`);
  return readValues(START[start as keyof typeof START], rest);
}

function readValues(startSet: 'A' | 'B' | 'C', values: number[]): string {
  let set = startSet;
  let shifted: 'A' | 'B' | undefined;
  let text = '';
  for (const value of values) {
    const current = shifted ?? set;
    shifted = undefined;
    if (current === 'C') {
      if (value < 100) text += String(value).padStart(2, '0');
      else if (value === 100) set = 'B';
      else if (value === 101) set = 'A';
      continue;
    }
    if (value < 64 || (current === 'B' && value < 96)) {
      text += String.fromCharCode(value + 32);
    } else if (current === 'A' && value < 96) {
      text += String.fromCharCode(value - 64);
    } else if (value === 98) {
      shifted = current === 'A' ? 'B' : 'A';
    } else if (value === 99) {
      set = 'C';
    } else if ((current === 'A' && value === 100) || (current === 'B' && value === 101)) {
      set = current === 'A' ? 'B' : 'A';
    }
    // FNC1–4 carry no text of their own.
  }
  return text;
}
