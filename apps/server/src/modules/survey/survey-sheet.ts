import type {
  CustomsMarket,
  DeclaredValueRange,
  Lang,
  Localized,
  SurveyProductCategory,
  TaxNumberUse,
} from '@portal/contract';
import { type ExportColumn, exportSheet, textColumn } from '../../platform/export/export-columns';
import { utcText } from '../../platform/export/utc-text';
import type { XlsxSheetSpec } from '../../platform/xlsx/xlsx-writer';
import type { CampaignRow } from './survey-repository';
import type { StaffAnswer } from './survey-staff-service';

const MARKETS: Record<CustomsMarket, Localized> = {
  us: { en: 'United States', zh_CN: '美国' },
  eu: { en: 'European Union', zh_CN: '欧盟' },
  uk: { en: 'United Kingdom', zh_CN: '英国' },
  ca: { en: 'Canada', zh_CN: '加拿大' },
  au: { en: 'Australia', zh_CN: '澳大利亚' },
  jp: { en: 'Japan', zh_CN: '日本' },
  middle_east: { en: 'Middle East', zh_CN: '中东' },
  latin_america: { en: 'Latin America', zh_CN: '拉丁美洲' },
  other: { en: 'Other', zh_CN: '其他' },
};
const VALUES: Record<DeclaredValueRange, Localized> = {
  under_22: { en: 'Under 22 USD', zh_CN: '22 美元以下' },
  '22_to_150': { en: '22–150 USD', zh_CN: '22–150 美元' },
  '150_to_800': { en: '150–800 USD', zh_CN: '150–800 美元' },
  over_800: { en: 'Over 800 USD', zh_CN: '800 美元以上' },
};
const TAX_NUMBERS: Record<TaxNumberUse, Localized> = {
  ioss_and_vat: { en: 'IOSS and VAT numbers', zh_CN: 'IOSS 和 VAT 税号' },
  ioss_only: { en: 'IOSS only', zh_CN: '仅 IOSS' },
  vat_only: { en: 'VAT numbers only', zh_CN: '仅 VAT 税号' },
  none: { en: 'Neither', zh_CN: '都不使用' },
  planned: { en: 'Planning to', zh_CN: '计划使用' },
};
const CATEGORIES: Record<SurveyProductCategory, Localized> = {
  apparel: { en: 'Apparel and shoes', zh_CN: '服装鞋履' },
  electronics: { en: 'Electronics', zh_CN: '电子产品' },
  home: { en: 'Home and garden', zh_CN: '家居园艺' },
  beauty: { en: 'Beauty and health', zh_CN: '美妆个护' },
  toys: { en: 'Toys and hobbies', zh_CN: '玩具爱好' },
  sports: { en: 'Sports and outdoors', zh_CN: '运动户外' },
  batteries: { en: 'Goods with batteries', zh_CN: '带电产品' },
  food: { en: 'Food and supplements', zh_CN: '食品保健品' },
  other: { en: 'Other', zh_CN: '其他' },
};
const OPTIONS: Record<1 | 2, Localized> = {
  1: { en: '1 — by the actual profit', zh_CN: '1 — 按实际利润额预缴' },
  2: { en: '2 — by the previous year’s average taxable income', zh_CN: '2 — 按上一纳税年度应纳税所得额平均额预缴' },
};

type Customs = Extract<StaffAnswer, { markets: unknown }>;
type Tax = Extract<StaffAnswer, { declaration_option: unknown }>;
const isCustoms = (row: StaffAnswer): row is Customs => 'markets' in row;
const isTax = (row: StaffAnswer): row is Tax => 'declaration_option' in row;

/** A cell's words: the chosen choices in the request's language, `; ` between them. */
function chosen<K extends string>(labels: Record<K, Localized>, values: readonly K[], lang: Lang): string {
  return values.map((value) => labels[value][lang]).join('; ');
}

function localized<R>(en: string, zh_CN: string, width: number, cell: (row: R, lang: Lang) => string): ExportColumn<R> {
  return { label: { en, zh_CN }, width, style: 'text', cell };
}

const COMMON: ExportColumn<StaffAnswer>[] = [
  textColumn('Customer ID', '客户编号', 12, (row) => String(row.customer_id)),
  textColumn('Merchant', '商户', 24, (row) => row.customer_name),
];
const TIMES: ExportColumn<StaffAnswer>[] = [
  textColumn('Answered by', '填写账号', 26, (row) => row.answered_by),
  textColumn('First answered (UTC)', '首次提交时间 (UTC)', 22, (row) => utcText(row.created_at)),
  textColumn('Last changed (UTC)', '最后修改时间 (UTC)', 22, (row) => utcText(row.updated_at)),
];

const CUSTOMS_COLUMNS: ExportColumn<StaffAnswer>[] = [
  ...COMMON,
  localized('Main markets', '主要目的市场', 30, (row, lang) =>
    isCustoms(row) ? chosen(MARKETS, row.markets, lang) : '',
  ),
  localized('Typical declared value', '常见申报价值', 18, (row, lang) =>
    isCustoms(row) ? VALUES[row.declared_value][lang] : '',
  ),
  localized('IOSS / VAT numbers', 'IOSS / VAT 税号', 20, (row, lang) =>
    isCustoms(row) ? TAX_NUMBERS[row.tax_numbers][lang] : '',
  ),
  localized('Product categories', '产品类别', 30, (row, lang) =>
    isCustoms(row) ? chosen(CATEGORIES, row.categories, lang) : '',
  ),
  textColumn('Feedback', '意见反馈', 40, (row) => row.feedback),
  ...TIMES,
];

const TAX_COLUMNS: ExportColumn<StaffAnswer>[] = [
  ...COMMON,
  textColumn('Name', '姓名', 20, (row) => (isTax(row) ? row.name : '')),
  textColumn('Telephone', '电话', 18, (row) => (isTax(row) ? row.telephone : '')),
  textColumn('Email', '邮箱', 28, (row) => (isTax(row) ? row.email : '')),
  localized('Declaration option', '申报方式', 36, (row, lang) =>
    isTax(row) ? OPTIONS[row.declaration_option][lang] : '',
  ),
  textColumn('Feedback', '意见反馈', 40, (row) => row.feedback),
  ...TIMES,
];

/** One campaign's answers, a row per merchant, in the request's language. */
export function surveyAnswersSheet(campaign: CampaignRow, rows: StaffAnswer[], lang: Lang): XlsxSheetSpec {
  const columns = campaign.kind === 'customs' ? CUSTOMS_COLUMNS : TAX_COLUMNS;
  return exportSheet(campaign.kind === 'customs' ? 'Customs survey' : 'Tax opinions', columns, rows, lang);
}
