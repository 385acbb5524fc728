import { ADDRESS_TYPES, type AddressType, type Localized } from '@portal/contract';
import { choiceWords } from './cell-readers';
import { columnBuilders } from './column-table';
import type { ImportColumn } from './import-columns';
import type { Cells } from './sheet-reader';

/**
 * The recipient's columns, as every import of a shipment (orders, self-service parcels) reads them
 * into the contract's `recipientSchema` and `taxCodesSchema`. Labels are the forms' words, so an
 * export's recipient columns read back.
 */
export type RecipientColumnKey =
  | 'address_type'
  | 'first_name'
  | 'last_name'
  | 'company'
  | 'phone'
  | 'email'
  | 'id_card'
  | 'address1'
  | 'address2'
  | 'house_number'
  | 'city'
  | 'state'
  | 'zip'
  | 'country';
export type TaxCodeColumnKey = 'vat' | 'ioss' | 'gst' | 'icms';

type RecordRule = (en: string, zh_CN: string) => Localized;

/** The address type and the recipient's fields; `rule` adds what later rows of the record may do. */
export function recipientColumns(rule: RecordRule): ImportColumn<RecipientColumnKey>[] {
  const { text } = columnBuilders<RecipientColumnKey>();
  return [
    text(
      'address_type',
      'Address type',
      '地址类型',
      rule('Residential, Business or Military; empty: Residential.', '住宅、商业或军事；留空为住宅。'),
      { select: true, width: 14 },
    ),
    text('first_name', 'First Name', '名', rule('At most 50 characters.', '最多 50 个字符。'), { required: true }),
    text('last_name', 'Last Name', '姓', rule('At most 50 characters.', '最多 50 个字符。')),
    text('company', 'Company', '公司', rule('At most 100 characters.', '最多 100 个字符。')),
    text('phone', 'Phone', '电话', rule('At most 30 characters.', '最多 30 个字符。'), { required: true }),
    text('email', 'Email', '邮箱', rule('An e-mail address.', '邮箱地址。'), { width: 24 }),
    text('id_card', 'ID card number', '身份证号', rule('At most 40 characters.', '最多 40 个字符。')),
    text('address1', 'Address1', '地址1', rule('At most 200 characters.', '最多 200 个字符。'), {
      required: true,
      width: 30,
    }),
    text('address2', 'Address2', '地址2', rule('At most 200 characters.', '最多 200 个字符。'), { width: 24 }),
    text(
      'house_number',
      'House Number',
      '门牌号',
      rule('Required for EU countries; at most 20 characters.', '欧盟国家必填；最多 20 个字符。'),
      { width: 12 },
    ),
    text('city', 'City', '城市', rule('At most 100 characters.', '最多 100 个字符。'), { required: true }),
    text('state', 'State', '州/省', rule('At most 100 characters.', '最多 100 个字符。'), { required: true }),
    text('zip', 'Zip', '邮编', rule('At most 20 characters.', '最多 20 个字符。'), { required: true, width: 12 }),
    text('country', 'Country', '国家', rule('ISO 3166 alpha-2 code: US, DE…', 'ISO 3166 二位代码：US、DE…'), {
      required: true,
      select: true,
      width: 10,
    }),
  ];
}

/** The tax numbers' columns (VAT, IOSS, GST, ICMS). */
export function taxCodeColumns(rule: RecordRule): ImportColumn<TaxCodeColumnKey>[] {
  const { text } = columnBuilders<TaxCodeColumnKey>();
  return [
    text('vat', 'VAT', 'VAT', rule('VAT number, at most 40 characters.', 'VAT 税号，最多 40 个字符。')),
    text('ioss', 'IOSS', 'IOSS', rule('IOSS number, at most 40 characters.', 'IOSS 税号，最多 40 个字符。')),
    text('gst', 'GST', 'GST', rule('GST number, at most 40 characters.', 'GST 税号，最多 40 个字符。')),
    text('icms', 'ICMS', 'ICMS', rule('ICMS number, at most 40 characters.', 'ICMS 税号，最多 40 个字符。')),
  ];
}

const ADDRESS_TYPE_WORDS: Record<AddressType, Localized> = {
  residential: { en: 'Residential', zh_CN: '住宅' },
  business: { en: 'Business', zh_CN: '商业' },
  military: { en: 'Military', zh_CN: '军事' },
};
const ADDRESS_TYPE_OF = choiceWords(ADDRESS_TYPES, ADDRESS_TYPE_WORDS);

/** An address type cell (its code, or its word in English or Chinese) as its code; undefined when unknown. */
export function addressTypeOf(text: string): AddressType | undefined {
  return ADDRESS_TYPE_OF.get(text.toLowerCase());
}

/** The recipient's cells as the contract's recipient reads them (schema rules apply after). */
export function recipientOf(cells: Cells<RecipientColumnKey>) {
  return {
    first_name: cells.first_name,
    last_name: cells.last_name,
    company: cells.company,
    phone: cells.phone,
    email: cells.email,
    id_card: cells.id_card,
    address1: cells.address1,
    address2: cells.address2,
    house_number: cells.house_number,
    city: cells.city,
    state: cells.state,
    zip: cells.zip,
    country: cells.country,
  };
}

/** The tax numbers' cells as the contract's `tax_codes` reads them. */
export function taxCodesOf(cells: Cells<TaxCodeColumnKey>) {
  return { vat: cells.vat, ioss: cells.ioss, gst: cells.gst, icms: cells.icms };
}
