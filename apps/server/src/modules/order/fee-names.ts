import type { FeeItemCode, FeeLine, Lang } from '@portal/contract';

/** The fee items of spec 3 as a breakdown names them; stored breakdowns keep codes and amounts only. */
const FEE_NAMES: Readonly<Record<FeeItemCode, Record<Lang, string>>> = {
  basic_shipping: { en: 'Basic shipping', zh_CN: '基础运费' },
  multiline_entry: { en: 'Multiline entry', zh_CN: '多品录入费' },
  inbound_handling: { en: 'Inbound handling', zh_CN: '入库操作费' },
  outbound_handling: { en: 'Outbound handling', zh_CN: '出库操作费' },
  packaging: { en: 'Packaging', zh_CN: '包装费' },
  declared_value: { en: 'Declared value', zh_CN: '申报价值费' },
  online_tracked_mail: { en: 'Online tracked mail', zh_CN: '在线追踪邮件' },
  remote_area: { en: 'Remote area plus fuel', zh_CN: '偏远地区附加费（含燃油）' },
  oversize: { en: 'Oversize plus fuel', zh_CN: '超尺寸附加费（含燃油）' },
  peak_season: { en: 'Peak season plus fuel', zh_CN: '旺季附加费（含燃油）' },
  dangerous_goods: { en: 'Dangerous goods plus fuel', zh_CN: '危险品附加费（含燃油）' },
  eu_ioss: { en: 'EU IOSS', zh_CN: '欧盟 IOSS' },
  sg_gst: { en: 'Singapore GST', zh_CN: '新加坡 GST' },
  br_icms: { en: 'Brazilian ICMS', zh_CN: '巴西 ICMS' },
  vat: { en: 'VAT', zh_CN: '增值税' },
};

/** A stored breakdown line: code and amount in US cents. */
export interface StoredFeeLine {
  code: FeeItemCode;
  amount: number;
}

export function storedFeeLines(lines: readonly FeeLine[]): StoredFeeLine[] {
  return lines.map(({ code, amount }) => ({ code, amount }));
}

/** A stored breakdown named in `lang`; an unknown code (a later fee item) keeps its code as its name. */
export function namedFeeLines(lines: readonly StoredFeeLine[], lang: Lang): FeeLine[] {
  return lines.map(({ code, amount }) => ({ code, amount, name: FEE_NAMES[code]?.[lang] ?? code }));
}
