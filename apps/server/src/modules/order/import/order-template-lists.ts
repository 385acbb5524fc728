import type { Lang, ShippingMethodSummary, Warehouse } from '@portal/contract';
import { listSheet } from '../../../platform/import/import-workbooks';
import type { XlsxSheetSpec } from '../../../platform/xlsx/xlsx-writer';

const TEXTS = {
  warehousesSheet: { en: 'Warehouses', zh_CN: '仓库' },
  methodsSheet: { en: 'Shipping methods', zh_CN: '物流方式' },
  code: { en: 'Code', zh_CN: '代码' },
  name: { en: 'Name', zh_CN: '名称' },
  country: { en: 'Country', zh_CN: '国家' },
  warehouse: { en: 'Warehouse code', zh_CN: '仓库代码' },
  courier: { en: 'Courier', zh_CN: '承运商' },
  deliveryTime: { en: 'Delivery time', zh_CN: '时效' },
} as const;

/** The sheets after the order template's instructions: the warehouses and the shipping methods to name. */
export function orderTemplateLists(
  warehouses: Warehouse[],
  methods: ShippingMethodSummary[],
  lang: Lang,
): XlsxSheetSpec[] {
  const nameOf = (entry: { name_en: string; name_cn: string }) => (lang === 'zh_CN' ? entry.name_cn : entry.name_en);
  return [
    listSheet(
      TEXTS.warehousesSheet[lang],
      [TEXTS.code[lang], TEXTS.name[lang], TEXTS.country[lang]],
      warehouses.filter((w) => w.is_active === 1).map((w) => [w.code, nameOf(w), w.country]),
      [16, 32, 10],
    ),
    listSheet(
      TEXTS.methodsSheet[lang],
      [TEXTS.warehouse[lang], TEXTS.code[lang], TEXTS.name[lang], TEXTS.courier[lang], TEXTS.deliveryTime[lang]],
      methods
        .filter((m) => m.enabled === 1)
        .map((m) => [m.warehouse_code, m.code, nameOf(m), m.courier, m.delivery_time]),
      [16, 22, 32, 16, 16],
    ),
  ];
}
