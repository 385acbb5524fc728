import bwipjs from 'bwip-js/node';

/**
 * The Code 128 symbol of `text` as alternating bar and space widths in modules, bar first, from the
 * start code to the stop pattern (bwip-js picks the shortest mix of code sets A, B and C).
 */
export function code128Widths(text: string): number[] {
  const [symbol] = bwipjs.raw({ bcid: 'code128', text });
  if (!symbol || !('sbs' in symbol)) throw new Error('bwip-js returned no linear symbol for code128');
  return symbol.sbs;
}
