import type { Lang, Localized } from '@portal/contract';

/** The words of the inbound documents (packing list, shipping marks, product list) in both languages. */
export const DOCUMENT_TEXTS = {
  packingList: { en: 'Packing list', zh_CN: '装箱单' },
  receivingNo: { en: 'Receiving No.', zh_CN: '入库单号' },
  warehouse: { en: 'Warehouse', zh_CN: '仓库' },
  address: { en: 'Address', zh_CN: '地址' },
  createdAt: { en: 'Created (UTC)', zh_CN: '创建时间 (UTC)' },
  arrivalDate: { en: 'Expected arrival', zh_CN: '预计到仓' },
  morning: { en: 'morning', zh_CN: '上午' },
  afternoon: { en: 'afternoon', zh_CN: '下午' },
  courier: { en: 'Courier / tracking No.', zh_CN: '物流商 / 跟踪号' },
  boxNo: { en: 'Box No.', zh_CN: '箱号' },
  boxCode: { en: 'Box code', zh_CN: '箱唛编码' },
  sku: { en: 'SKU', zh_CN: 'SKU' },
  barcode: { en: 'Barcode', zh_CN: '条码' },
  productName: { en: 'Product name', zh_CN: '商品名称' },
  nameEn: { en: 'English name', zh_CN: '英文名称' },
  nameCn: { en: 'Chinese name', zh_CN: '中文名称' },
  quantityPerBox: { en: 'Units in box', zh_CN: '每箱数量' },
  weightKg: { en: 'Weight (kg)', zh_CN: '重量 (kg)' },
  dimensionsCm: { en: 'L × W × H (cm)', zh_CN: '长 × 宽 × 高 (cm)' },
  declaredValue: { en: 'Declared value (USD)', zh_CN: '申报价值 (USD)' },
  weightG: { en: 'Weight (g)', zh_CN: '重量 (g)' },
  lengthCm: { en: 'Length (cm)', zh_CN: '长 (cm)' },
  widthCm: { en: 'Width (cm)', zh_CN: '宽 (cm)' },
  heightCm: { en: 'Height (cm)', zh_CN: '高 (cm)' },
  unitsBooked: { en: 'Units booked', zh_CN: '预约数量' },
  total: { en: 'Total', zh_CN: '合计' },
  totalBoxes: { en: 'Boxes', zh_CN: '箱数' },
  totalUnits: { en: 'Units', zh_CN: '件数' },
  totalWeight: { en: 'Weight (kg)', zh_CN: '总重量 (kg)' },
  skuCount: { en: 'SKUs', zh_CN: 'SKU 种数' },
  contents: { en: 'Contents', zh_CN: '箱内' },
} satisfies Record<string, Localized>;

export type DocumentText = keyof typeof DOCUMENT_TEXTS;

export function docText(key: DocumentText, lang: Lang): string {
  return DOCUMENT_TEXTS[key][lang];
}

/** The expected arrival (`2026-12-01 morning`), empty while step 5 is not filled in yet. */
export function arrivalText(
  shipping: { arrival_date: string; arrival_period: 'morning' | 'afternoon' | null },
  lang: Lang,
) {
  return [shipping.arrival_date, shipping.arrival_period ? docText(shipping.arrival_period, lang) : '']
    .filter(Boolean)
    .join(' ');
}

/** "Box 3 of 12" / "第 3 箱 / 共 12 箱". */
export function boxOfText(n: number, of: number, lang: Lang): string {
  return lang === 'zh_CN' ? `第 ${n} 箱 / 共 ${of} 箱` : `Box ${n} of ${of}`;
}

/** "Page 2 of 5" / "第 2 页 / 共 5 页". */
export function pageOfText(n: number, of: number, lang: Lang): string {
  return lang === 'zh_CN' ? `第 ${n} 页 / 共 ${of} 页` : `Page ${n} of ${of}`;
}

/** A product's name in the document's language, the other one when it is empty. */
export function nameIn(entry: { name_en: string; name_cn: string }, lang: Lang): string {
  return lang === 'zh_CN' ? entry.name_cn || entry.name_en : entry.name_en || entry.name_cn;
}

/** `YYYY-MM-DD HH:mm` of an ISO time, in UTC. */
export function utcMinute(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toISOString().slice(0, 16).replace('T', ' ');
}
