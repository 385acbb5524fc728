/**
 * Seed rows of migration 0003. Ids are fixed, not generated: SKUs, orders and surcharge rules
 * will store them, so they must be the same on every installation and engine.
 */

/** [id, parent_id (0: top level), name_en, name_cn] in display order. */
export const CATEGORIES: ReadonlyArray<readonly [number, number, string, string]> = [
  [100, 0, 'Apparel', '服装'],
  [101, 100, "Women's Clothing", '女装'],
  [1011, 101, 'Dresses', '连衣裙'],
  [1012, 101, 'Tops & T-Shirts', '上衣与T恤'],
  [102, 100, "Men's Clothing", '男装'],
  [1021, 102, 'Shirts', '衬衫'],
  [1022, 102, 'Jackets & Coats', '夹克与外套'],
  [103, 100, 'Shoes', '鞋类'],
  [104, 100, 'Bags & Accessories', '箱包配饰'],
  [200, 0, 'Electronics', '电子产品'],
  [201, 200, 'Mobile Phone Accessories', '手机配件'],
  [2011, 201, 'Phone Cases', '手机壳'],
  [2012, 201, 'Chargers & Cables', '充电器与数据线'],
  [202, 200, 'Audio', '音频设备'],
  [203, 200, 'Computer Accessories', '电脑配件'],
  [204, 200, 'Smart Home Devices', '智能家居设备'],
  [300, 0, 'Home & Garden', '家居园艺'],
  [301, 300, 'Kitchen & Dining', '厨房餐饮'],
  [302, 300, 'Home Decor', '家居装饰'],
  [303, 300, 'Bedding', '床上用品'],
  [304, 300, 'Garden Supplies', '园艺用品'],
  [305, 300, 'Storage & Organisation', '收纳整理'],
  [400, 0, 'Beauty & Personal Care', '美妆个护'],
  [401, 400, 'Skin Care', '护肤'],
  [402, 400, 'Makeup', '彩妆'],
  [403, 400, 'Hair Care', '护发'],
  [404, 400, 'Fragrance', '香水'],
  [500, 0, 'Toys & Games', '玩具游戏'],
  [501, 500, 'Educational Toys', '益智玩具'],
  [502, 500, 'Dolls & Plush', '娃娃与毛绒玩具'],
  [503, 500, 'Puzzles & Board Games', '拼图与桌游'],
  [600, 0, 'Sports & Outdoors', '运动户外'],
  [601, 600, 'Fitness Equipment', '健身器材'],
  [602, 600, 'Camping & Hiking', '露营徒步'],
  [603, 600, 'Cycling', '骑行'],
  [700, 0, 'Health & Household', '健康家居'],
  [701, 700, 'Pet Supplies', '宠物用品'],
  [702, 700, 'Baby Products', '母婴用品'],
  [800, 0, 'Automotive', '汽车用品'],
  [801, 800, 'Car Electronics', '车载电子'],
  [802, 800, 'Interior Accessories', '内饰配件'],
];

/** [id, code, name_en, name_cn, is_dangerous]: dangerous ones carry a surcharge later. */
export const PROPERTIES: ReadonlyArray<readonly [number, string, string, string, 0 | 1]> = [
  [1, 'general', 'General cargo', '普货', 0],
  [2, 'battery_built_in', 'Built-in battery', '内置电池', 1],
  [3, 'battery_paired', 'Battery packed with goods', '配套电池', 1],
  [4, 'battery_only', 'Battery only', '纯电池', 1],
  [5, 'liquid', 'Liquid', '液体', 1],
  [6, 'powder', 'Powder', '粉末', 1],
  [7, 'paste', 'Paste', '膏体', 1],
  [8, 'magnetic', 'Magnetic', '带磁', 1],
  [9, 'sharp', 'Sharp object', '尖锐物品', 1],
  [10, 'flammable', 'Flammable', '易燃品', 1],
  [11, 'aerosol', 'Aerosol', '气雾剂', 1],
  [12, 'food', 'Food', '食品', 0],
  [13, 'cosmetics', 'Cosmetics', '化妆品', 0],
  [14, 'textile', 'Textile', '纺织品', 0],
];

/** [id, code, name_en, name_cn, type, chargeable, size, weight_g, price in US cents]. */
export const PACK_MATERIALS: ReadonlyArray<
  readonly [number, string, string, string, 'exclusive' | 'common', 0 | 1, string, number, number]
> = [
  [1, 'BOX-S', 'Carton box S', '纸箱（小）', 'common', 1, '20×15×10 cm', 120, 35],
  [2, 'BOX-M', 'Carton box M', '纸箱（中）', 'common', 1, '30×25×15 cm', 220, 55],
  [3, 'BOX-L', 'Carton box L', '纸箱（大）', 'common', 1, '45×35×25 cm', 380, 90],
  [4, 'BAG-PE-S', 'Poly mailer S', '快递袋（小）', 'common', 1, '25×35 cm', 15, 8],
  [5, 'BAG-PE-L', 'Poly mailer L', '快递袋（大）', 'common', 1, '38×52 cm', 28, 12],
  [6, 'BUBBLE', 'Bubble wrap', '气泡膜', 'common', 1, '50×100 cm', 20, 15],
  [7, 'ENV-PAD', 'Padded envelope', '气泡信封', 'common', 1, '18×23 cm', 18, 20],
  [8, 'FILL-PAPER', 'Kraft paper filler', '牛皮纸填充', 'common', 0, '-', 30, 0],
  [9, 'TAPE-FRAGILE', 'Fragile tape', '易碎标签胶带', 'common', 0, '4.8 cm', 5, 0],
  [10, 'BOX-BRAND', 'Branded gift box', '定制礼盒', 'exclusive', 0, '22×16×8 cm', 160, 0],
  [11, 'BAG-BRAND', 'Branded zip bag', '定制自封袋', 'exclusive', 0, '20×30 cm', 10, 0],
];

/** [id, code, name_en, name_cn, country, address, is_active]. */
export const WAREHOUSES: ReadonlyArray<readonly [number, string, string, string, string, string, 0 | 1]> = [
  [1, 'USWE', 'US West (Los Angeles)', '美西仓（洛杉矶）', 'US', '2350 E Francis St, Ontario, CA 91761, US', 1],
  [2, 'USEA', 'US East (New Jersey)', '美东仓（新泽西）', 'US', '100 Dey Rd, Cranbury, NJ 08512, US', 1],
  [
    3,
    'UKBH',
    'UK (Birmingham)',
    '英国仓（伯明翰）',
    'GB',
    'Unit 5, Minworth Industrial Park, Birmingham B76 1AH, GB',
    1,
  ],
  [
    4,
    'DEFR',
    'Germany (Frankfurt)',
    '德国仓（法兰克福）',
    'DE',
    'Cargo City Süd, Geb. 571, 60549 Frankfurt am Main, DE',
    1,
  ],
];
