import type { Localized } from '@portal/contract';
import type { PostcodeProblem } from './quote/postcodes';

/** What staff are told when a rate-data edit is refused (worded by the error handler). */
export const PROBLEMS = {
  zoneTwice: { en: 'Zone {zone} is listed twice', zh_CN: '分区 {zone} 重复' },
  breakTwice: { en: 'Two weight breaks of {grams} g', zh_CN: '有两个 {grams} g 的重量段' },
  breakCheaper: {
    en: 'The {grams} g break costs less than a lighter one',
    zh_CN: '{grams} g 重量段的价格低于更轻的重量段',
  },
  extraStepPair: {
    en: 'Give both the extra step and its price, or neither',
    zh_CN: '续重步长与续重价格须同时填写或同时留空',
  },
  postcodeToAlone: {
    en: "Give the range's first postcode, or leave both empty for the whole country",
    zh_CN: '请填写邮编范围的起始值，或两者都留空表示整个国家',
  },
  areaInTwoZones: {
    en: '{area} is in zones {first} and {second}: one postcode must have one zone',
    zh_CN: '{area} 同时属于分区 {first} 和 {second}：一个邮编只能属于一个分区',
  },
  remoteNeedsAreas: { en: 'A remote-area surcharge needs its areas', zh_CN: '偏远地区附加费须填写适用地区' },
  onlyRemoteHasAreas: { en: 'Only remote-area surcharges have areas', zh_CN: '只有偏远地区附加费才有适用地区' },
  oversizeNeedsLimit: {
    en: 'An oversize surcharge needs a side, girth or weight it applies above',
    zh_CN: '超尺寸附加费须填写触发的边长、周长或重量',
  },
  onlyOversizeHasLimits: {
    en: 'Only oversize surcharges have size or weight limits',
    zh_CN: '只有超尺寸附加费才有尺寸或重量限制',
  },
  peakNeedsDates: { en: 'A peak-season surcharge needs its first and last day', zh_CN: '旺季附加费须填写起止日期' },
  peakBackwards: { en: 'The last day is before the first', zh_CN: '结束日期早于开始日期' },
  onlyPeakHasDates: { en: 'Only peak-season surcharges have dates', zh_CN: '只有旺季附加费才有日期' },
  chargesNothing: {
    en: 'The surcharge charges nothing: give a fixed amount, an amount per kg, a share of freight or a minimum',
    zh_CN: '附加费金额为零：请填写固定金额、每公斤金额、运费比例或最低收费',
  },
  feeColumnUnused: { en: '{code} does not use this amount', zh_CN: '{code} 不使用此金额' },
  regionOnlyIcms: { en: 'Only ICMS has rates per state', zh_CN: '只有 ICMS 按州设置税率' },
} as const satisfies Record<string, Localized>;

export const POSTCODE_PROBLEMS: Record<PostcodeProblem, Localized> = {
  format: {
    en: 'A postcode or its beginning: up to 4 letters, then up to 6 digits (HS, KW15, 900, 25846)',
    zh_CN: '邮编或其开头：最多 4 个字母，后接最多 6 位数字（如 HS、KW15、900、25846）',
  },
  letters: {
    en: 'Both ends of a postcode range start with the same letters ({from}–{to})',
    zh_CN: '邮编范围两端须以相同字母开头（{from}–{to}）',
  },
  digits: {
    en: 'Both ends of a postcode range have as many digits ({from}–{to})',
    zh_CN: '邮编范围两端的数字位数须相同（{from}–{to}）',
  },
  order: { en: 'The postcode range runs backwards ({from}–{to})', zh_CN: '邮编范围起止颠倒（{from}–{to}）' },
};
