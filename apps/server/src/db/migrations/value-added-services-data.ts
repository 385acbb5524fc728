/**
 * The value-added services each warehouse quotes, with their prices in US cents per unit:
 * [id, warehouse id, code, unit price, unit]. The UK warehouse does not bundle; the German one neither
 * gift-wraps nor bundles.
 */
export const VALUE_ADDED_SERVICES: ReadonlyArray<readonly [number, number, string, number, 'item' | 'order']> = [
  [1, 1, 'LABEL', 30, 'item'],
  [2, 1, 'PHOTO', 50, 'order'],
  [3, 1, 'GIFT_WRAP', 120, 'item'],
  [4, 1, 'INSERT_CARD', 20, 'order'],
  [5, 1, 'BUNDLE', 40, 'item'],
  [6, 2, 'LABEL', 30, 'item'],
  [7, 2, 'PHOTO', 50, 'order'],
  [8, 2, 'GIFT_WRAP', 120, 'item'],
  [9, 2, 'INSERT_CARD', 20, 'order'],
  [10, 2, 'BUNDLE', 40, 'item'],
  [11, 3, 'LABEL', 35, 'item'],
  [12, 3, 'PHOTO', 60, 'order'],
  [13, 3, 'GIFT_WRAP', 150, 'item'],
  [14, 3, 'INSERT_CARD', 25, 'order'],
  [15, 4, 'LABEL', 35, 'item'],
  [16, 4, 'PHOTO', 60, 'order'],
  [17, 4, 'INSERT_CARD', 25, 'order'],
];

type ServiceTexts = { name_en: string; name_cn: string; description_en: string; description_cn: string };

export const SERVICE_TEXTS: Record<string, ServiceTexts> = {
  LABEL: {
    name_en: 'Labelling',
    name_cn: '贴标',
    description_en: 'A label (barcode, made-in, warning) stuck on each item',
    description_cn: '每件商品粘贴标签（条码、产地、警示）',
  },
  PHOTO: {
    name_en: 'Photo before dispatch',
    name_cn: '发货前拍照',
    description_en: 'Photos of the packed items, kept with the order',
    description_cn: '拍摄打包商品照片，随订单保存',
  },
  GIFT_WRAP: {
    name_en: 'Gift wrap',
    name_cn: '礼品包装',
    description_en: 'Each item wrapped in gift paper',
    description_cn: '每件商品用礼品纸包装',
  },
  INSERT_CARD: {
    name_en: 'Insert card',
    name_cn: '放置卡片',
    description_en: "The merchant's card or flyer put in the parcel",
    description_cn: '在包裹中放入商家的卡片或传单',
  },
  BUNDLE: {
    name_en: 'Bundling',
    name_cn: '组合打包',
    description_en: 'Items bound together as one set',
    description_cn: '将多件商品捆绑为一套',
  },
};
