import type { InventoryItem, Lang, Localized, StockMovementItem, StockMovementType } from '@portal/contract';
import type { XlsxCell, XlsxRowSpec, XlsxSheetSpec } from '../../platform/xlsx/xlsx-writer';

const L = (en: string, zh_CN: string): Localized => ({ en, zh_CN });

/** Column headers of the two exports, in the words of the screens. */
const HEAD = {
  sku: L('SKU', 'SKU'),
  name: L('Name', '名称'),
  warehouse: L('Warehouse', '仓库'),
  onHand: L('Total stock', '总库存'),
  locked: L('Frozen stock', '冻结库存'),
  available: L('Available stock', '可用库存'),
  inbound: L('Inbound in transit', '在途库存'),
  sales30: L('Sales 30 days', '30天销量'),
  sales90: L('Sales 90 days', '90天销量'),
  sales365: L('Sales 365 days', '365天销量'),
  cover: L('Days of cover', '可售天数'),
  warning: L('Warning quantity', '预警数量'),
  alert: L('Alert', '预警'),
  time: L('Time (UTC)', '时间（UTC）'),
  type: L('Type', '类型'),
  reference: L('Reference', '关联单据'),
  onHandChange: L('Total stock change', '总库存变动'),
  lockedChange: L('Frozen stock change', '冻结库存变动'),
  onHandAfter: L('Total stock after', '变动后总库存'),
  lockedAfter: L('Frozen stock after', '变动后冻结库存'),
  actor: L('Operator', '操作人'),
} as const;

/** How the log names a movement type (the web's translations say the same). */
export const MOVEMENT_TYPE_NAMES: Record<StockMovementType, Localized> = {
  opening: L('Opening stock', '期初库存'),
  receipt: L('Inbound shelved', '入库上架'),
  adjustment: L('Counted adjustment', '盘点调整'),
  loss_adjustment: L('Loss order recount', '损益单盘点调整'),
  lock: L('Order locked', '订单锁定'),
  release: L('Lock released', '锁定释放'),
  deduction: L('Packed (deducted)', '打包出库'),
};

const REFERENCE_NAMES: Record<string, Localized> = {
  order: L('Order', '订单'),
  inbound: L('Inbound booking', '入库预约'),
  stock_hold: L('Staff hold', '仓库冻结'),
  loss_order: L('Loss order', '损益单'),
};

const YES = L('Yes', '是');

function utcText(iso: string): string {
  const utc = new Date(iso).toISOString();
  return `${utc.slice(0, 10)} ${utc.slice(11, 19)}`;
}

function header(keys: (keyof typeof HEAD)[], lang: Lang): XlsxRowSpec {
  return { cells: keys.map((key) => HEAD[key][lang]), style: 'header' };
}

export function inventorySheet(rows: InventoryItem[], lang: Lang): XlsxSheetSpec {
  const keys = [
    'sku',
    'name',
    'warehouse',
    'onHand',
    'locked',
    'available',
    'inbound',
    'sales30',
    'sales90',
    'sales365',
    'cover',
    'warning',
    'alert',
  ] as const;
  const out: XlsxRowSpec[] = [header([...keys], lang)];
  for (const row of rows) {
    const cells: XlsxCell[] = [
      row.sku,
      lang === 'zh_CN' ? row.name_cn : row.name_en,
      row.warehouse_code,
      row.on_hand,
      row.locked,
      row.available,
      row.inbound_in_transit,
      row.sales_30,
      row.sales_90,
      row.sales_365,
      row.days_of_cover,
      row.warning_quantity,
      row.alert ? YES[lang] : '',
    ];
    out.push({ cells });
  }
  return {
    name: lang === 'zh_CN' ? '库存' : 'Inventory',
    freezeHeader: true,
    columns: keys.map((key) => ({ width: key === 'name' ? 30 : key === 'sku' ? 20 : 14, style: undefined })),
    rows: out,
  };
}

export function stockLogSheet(rows: StockMovementItem[], lang: Lang): XlsxSheetSpec {
  const keys = [
    'time',
    'sku',
    'name',
    'warehouse',
    'type',
    'reference',
    'onHandChange',
    'lockedChange',
    'onHandAfter',
    'lockedAfter',
    'actor',
  ] as const;
  const out: XlsxRowSpec[] = [header([...keys], lang)];
  for (const row of rows) {
    const reference =
      row.reference_type === null
        ? ''
        : `${REFERENCE_NAMES[row.reference_type]?.[lang] ?? row.reference_type} ${row.reference_no ?? row.reference_id ?? ''}`.trim() +
          (row.package_code ? ` (${lang === 'zh_CN' ? '组合' : 'package'} ${row.package_code})` : '');
    out.push({
      cells: [
        utcText(row.created_at),
        row.sku,
        lang === 'zh_CN' ? row.name_cn : row.name_en,
        row.warehouse_code,
        MOVEMENT_TYPE_NAMES[row.type][lang],
        reference,
        // A lock moves only the frozen stock: its cell stays empty under the total, and so on.
        row.on_hand_delta || null,
        row.locked_delta || null,
        row.on_hand_after,
        row.locked_after,
        row.actor,
      ],
    });
  }
  return {
    name: lang === 'zh_CN' ? '库存流水' : 'Stock log',
    freezeHeader: true,
    columns: keys.map((key) => ({ width: key === 'name' ? 30 : key === 'time' ? 20 : 14, style: undefined })),
    rows: out,
  };
}
