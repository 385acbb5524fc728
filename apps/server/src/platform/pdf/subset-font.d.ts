// subset-font ships no types; this is the part of its API the portal calls.
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2';
    keepAllGlyphs?: boolean;
  }
  export default function subsetFont(font: Uint8Array, text: string | null, options?: SubsetOptions): Promise<Buffer>;
}
