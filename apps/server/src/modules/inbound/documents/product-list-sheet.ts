import type { Lang } from '@portal/contract';
import type { XlsxRowSpec, XlsxSheetSpec } from '../../../platform/xlsx/xlsx-writer';
import type { SkuSummary } from '../../product';
import { docText } from './document-texts';

/** What the product list prints of a SKU. */
export type ProductListItem = Pick<
  SkuSummary,
  'sku' | 'barcode' | 'name_en' | 'name_cn' | 'declared_value' | 'weight_g' | 'length_cm' | 'width_cm' | 'height_cm'
>;

/**
 * Step 2's product list: the SKUs of the booking in the order named, with barcode, both names,
 * declared value (USD), weight (g) and sizes (cm), and the units booked of each when the wizard
 * says them (a column of its own), for the people labelling and packing the goods.
 */
export function productListSheet(items: (ProductListItem & { booked?: number | null })[], lang: Lang): XlsxSheetSpec {
  const withBooked = items.some((item) => item.booked !== undefined && item.booked !== null);
  const header: XlsxRowSpec = {
    style: 'header',
    cells: [
      docText('sku', lang),
      docText('barcode', lang),
      docText('nameEn', lang),
      docText('nameCn', lang),
      docText('declaredValue', lang),
      docText('weightG', lang),
      docText('lengthCm', lang),
      docText('widthCm', lang),
      docText('heightCm', lang),
      ...(withBooked ? [docText('unitsBooked', lang)] : []),
    ],
  };
  const rows: XlsxRowSpec[] = items.map((item) => ({
    cells: [
      item.sku,
      item.barcode ?? '',
      item.name_en,
      item.name_cn,
      item.declared_value / 100,
      item.weight_g,
      item.length_cm,
      item.width_cm,
      item.height_cm,
      ...(withBooked ? [item.booked ?? null] : []),
    ],
  }));
  return {
    name: 'SKU',
    columns: [
      { width: 22, style: 'text' },
      { width: 20, style: 'text' },
      { width: 36 },
      { width: 30 },
      { width: 18, style: 'money' },
      { width: 12 },
      { width: 12 },
      { width: 12 },
      { width: 12 },
      ...(withBooked ? [{ width: 14 }] : []),
    ],
    rows: [header, ...rows],
    freezeHeader: true,
  };
}
