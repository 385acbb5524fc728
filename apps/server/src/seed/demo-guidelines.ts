import type { GuidelineSection } from '@portal/contract';
import type { Core } from '../core';
import { queryBuilder } from '../db/query-builder';
import { productReferenceApi } from '../modules/product-reference';
import type { SeedTables } from './seed-tables';

/**
 * Every demo warehouse's inbound guidelines in both languages (`/inbound/guidelines`). Idempotent:
 * writes only the rows missing, so what staff changed through `opsContent.saveInboundGuideline`
 * stays. The limits stay under what a booking accepts (`INBOUND_BOX_SIDE_MAX_CM`, …).
 */
interface DemoGuideline {
  code: string;
  limits: {
    max_box_side_cm: number;
    max_box_weight_kg: number;
    max_pallet_height_cm: number;
    max_pallet_weight_kg: number;
    receiving_days: string;
    receiving_from: string;
    receiving_to: string;
    appointment_hours: number;
  };
  /** What differs between the warehouses: the pallet they take, and how deliveries arrive. */
  pallet: { en: string; zh_CN: string };
  delivery: { en: string; zh_CN: string };
}

const GUIDELINES: DemoGuideline[] = [
  {
    code: 'USWE',
    limits: {
      max_box_side_cm: 120,
      max_box_weight_kg: 30,
      max_pallet_height_cm: 180,
      max_pallet_weight_kg: 1000,
      receiving_days: '1,2,3,4,5',
      receiving_from: '08:00',
      receiving_to: '16:00',
      appointment_hours: 48,
    },
    pallet: {
      en: 'Use standard 48 × 40 inch (122 × 102 cm) four-way wooden pallets; no plastic or damaged pallets.',
      zh_CN: '请使用标准 48 × 40 英寸（122 × 102 厘米）四向进叉木托盘；不接收塑料托盘或破损托盘。',
    },
    delivery: {
      en: 'LTL and FTL trucks unload at docks 3 to 8; drivers check in at the gate office with the booking number.',
      zh_CN: '零担和整车货物在 3 至 8 号月台卸货；司机须凭预约单号到门卫室登记。',
    },
  },
  {
    code: 'USEA',
    limits: {
      max_box_side_cm: 100,
      max_box_weight_kg: 25,
      max_pallet_height_cm: 160,
      max_pallet_weight_kg: 900,
      receiving_days: '1,2,3,4,5',
      receiving_from: '09:00',
      receiving_to: '17:00',
      appointment_hours: 24,
    },
    pallet: {
      en: 'Use standard 48 × 40 inch (122 × 102 cm) wooden pallets, heat-treated (ISPM 15 mark) when they come from abroad.',
      zh_CN: '请使用标准 48 × 40 英寸（122 × 102 厘米）木托盘；境外发出的托盘须经热处理并带 ISPM 15 标识。',
    },
    delivery: {
      en: 'Parcel carriers (UPS, FedEx) deliver to the front office without an appointment; trucks need one.',
      zh_CN: 'UPS、FedEx 等快递包裹可直接送至前台，无需预约；卡车送货必须预约。',
    },
  },
  {
    code: 'UKBH',
    limits: {
      max_box_side_cm: 120,
      max_box_weight_kg: 25,
      max_pallet_height_cm: 180,
      max_pallet_weight_kg: 1000,
      receiving_days: '1,2,3,4,5',
      receiving_from: '08:00',
      receiving_to: '15:30',
      appointment_hours: 48,
    },
    pallet: {
      en: 'Use UK standard pallets of 1200 × 1000 mm; Euro pallets of 1200 × 800 mm are also accepted.',
      zh_CN: '请使用 1200 × 1000 毫米的英国标准托盘；也接收 1200 × 800 毫米的欧标托盘。',
    },
    delivery: {
      en: 'Goods must be customs cleared before delivery: the warehouse does not take goods under transit (T1) documents.',
      zh_CN: '货物须在送仓前完成清关：本仓不接收持过境（T1）单证的货物。',
    },
  },
  {
    code: 'DEFR',
    limits: {
      max_box_side_cm: 120,
      max_box_weight_kg: 31,
      max_pallet_height_cm: 180,
      max_pallet_weight_kg: 1000,
      receiving_days: '1,2,3,4,5',
      receiving_from: '07:00',
      receiving_to: '15:00',
      appointment_hours: 24,
    },
    pallet: {
      en: 'Use exchangeable EPAL Euro pallets of 1200 × 800 mm; pallets are exchanged one for one at the dock.',
      zh_CN: '请使用可交换的 EPAL 欧标托盘（1200 × 800 毫米）；在月台一换一交换托盘。',
    },
    delivery: {
      en: 'Goods must be customs cleared in the EU before delivery; the driver hands over the delivery note (Lieferschein).',
      zh_CN: '货物须在送仓前完成欧盟清关；司机须递交送货单（Lieferschein）。',
    },
  },
];

function sectionsOf(guideline: DemoGuideline, lang: 'en' | 'zh_CN'): GuidelineSection[] {
  if (lang === 'zh_CN') {
    return [
      {
        title: '包装',
        paragraphs: [
          '请使用结实的双瓦楞纸箱，封箱胶带须完整封住所有接缝；纸箱尺寸与重量不得超过上表的限制。',
          '同一纸箱内尽量只装一个 SKU；混装箱须在装箱单中逐一列明每个 SKU 的数量。',
          '易碎品须加内衬缓冲材料，并在箱外贴“易碎”标识。',
        ],
      },
      {
        title: '标签',
        paragraphs: [
          '每个纸箱须在相邻的两个侧面各贴一张箱唛，不要贴在箱顶或接缝上。',
          '每件商品须贴有可扫描的条码（SKU 条码），条码不得被胶带或包装遮盖。',
          '托盘须在两个侧面贴托盘标签，写明预约单号和本托盘的箱数。',
        ],
      },
      { title: '托盘', paragraphs: [guideline.pallet.zh_CN, '托盘货物须缠绕膜固定，纸箱不得超出托盘边缘。'] },
      {
        title: '送货与预约',
        paragraphs: ['请在收货时间内送达，并至少提前上表所列的小时数提交入库预约。', guideline.delivery.zh_CN],
      },
    ];
  }
  return [
    {
      title: 'Packing',
      paragraphs: [
        'Use sturdy double-wall cartons and seal every seam with tape; no carton may pass the size and weight limits above.',
        'Keep one SKU per carton where you can; a mixed carton lists each SKU and its quantity on the packing list.',
        'Pad fragile goods inside the carton and mark the carton "Fragile".',
      ],
    },
    {
      title: 'Labelling',
      paragraphs: [
        'Put a carton label on two adjacent sides of each carton, never on the top or across a seam.',
        'Every unit carries a scannable SKU barcode that no tape or wrapping covers.',
        'Label each pallet on two sides with the booking number and its number of cartons.',
      ],
    },
    {
      title: 'Pallets',
      paragraphs: [guideline.pallet.en, 'Stretch-wrap loaded pallets; no carton may overhang the pallet edge.'],
    },
    {
      title: 'Delivery and appointments',
      paragraphs: [
        'Deliver within the receiving hours, and submit the inbound booking at least the hours ahead the limits say.',
        guideline.delivery.en,
      ],
    },
  ];
}

export async function seedDemoGuidelines(core: Core): Promise<void> {
  const db = queryBuilder<SeedTables>(core.db);
  const at = core.clock.now().toISOString();
  const warehouses = await productReferenceApi(core).warehouses();
  const limits = await db.selectFrom('inbound_guideline_limits').select('warehouse_id').execute();
  const texts = await db.selectFrom('inbound_guideline_texts').select(['warehouse_id', 'lang']).execute();
  for (const guideline of GUIDELINES) {
    const warehouse = warehouses.find((w) => w.code === guideline.code);
    if (!warehouse) continue;
    if (!limits.some((row) => row.warehouse_id === warehouse.id)) {
      await db
        .insertInto('inbound_guideline_limits')
        .values({ warehouse_id: warehouse.id, ...guideline.limits, updated_at: at })
        .execute();
    }
    for (const lang of ['en', 'zh_CN'] as const) {
      if (texts.some((row) => row.warehouse_id === warehouse.id && row.lang === lang)) continue;
      await db
        .insertInto('inbound_guideline_texts')
        .values({
          warehouse_id: warehouse.id,
          lang,
          sections: JSON.stringify(sectionsOf(guideline, lang)),
          updated_at: at,
        })
        .execute();
    }
  }
}
