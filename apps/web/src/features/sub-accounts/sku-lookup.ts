import { type GrantedSku, product } from '@portal/contract';
import { callOperation } from '../../shared/api/call-operation';

/** How many codes one request to the SKU list resolves: its largest page, so no match is cut off. */
const CODES_PER_REQUEST = 200;

/** The codes of a pasted text: split at new lines, commas (also the Chinese ones), semicolons and spaces. */
export function pastedCodes(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,，;；]+/)
        .map((code) => code.trim())
        .filter(Boolean),
    ),
  ];
}

/** Codes compare without regard to case, as the server keeps them (`sku_key`). */
const codeKey = (code: string) => code.toUpperCase();

export interface SkuLookup {
  found: GrantedSku[];
  /** The pasted codes no SKU of the merchant has, as pasted. */
  missing: string[];
}

/**
 * Resolves pasted SKU codes through the SKU list's batch search (`product.getList`, one code per
 * line, matched exactly). A single line there also finds codes that contain it, so matches are
 * kept only when the code is the same.
 */
export async function lookUpSkus(codes: readonly string[]): Promise<SkuLookup> {
  const byKey = new Map<string, GrantedSku>();
  for (let start = 0; start < codes.length; start += CODES_PER_REQUEST) {
    const chunk = codes.slice(start, start + CODES_PER_REQUEST);
    const page = await callOperation(product.getProductList, {
      query: { sku: chunk.join('\n'), page: 1, page_size: CODES_PER_REQUEST, sort_by: 'sku', sort_order: 'asc' },
    });
    for (const item of page.list) {
      byKey.set(codeKey(item.sku), { id: item.id, sku: item.sku, name_en: item.name_en, name_cn: item.name_cn });
    }
  }
  const found: GrantedSku[] = [];
  const missing: string[] = [];
  for (const code of codes) {
    const sku = byKey.get(codeKey(code));
    if (sku) found.push(sku);
    else missing.push(code);
  }
  return { found, missing };
}
