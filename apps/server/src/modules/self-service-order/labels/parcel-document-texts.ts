import type { Lang, ParcelDetail } from '@portal/contract';

/** The words the parcel's label and customs declaration print, in each language. */
const TEXTS = {
  from: { en: 'FROM', zh_CN: '寄件人' },
  to: { en: 'TO', zh_CN: '收件人' },
  pieceOf: { en: 'Piece {n} of {total}', zh_CN: '第 {n} 件 / 共 {total} 件' },
  ref: { en: 'Ref', zh_CN: '参考号' },
  contents: { en: 'Contents', zh_CN: '内件' },
  declared: { en: 'Declared value', zh_CN: '申报价值' },
  weight: { en: 'Weight', zh_CN: '重量' },
  hub: { en: 'Hub', zh_CN: '集货仓' },
  declaration: { en: 'Customs declaration', zh_CN: '海关申报单' },
  parcelNo: { en: 'Parcel no.', zh_CN: '包裹号' },
  method: { en: 'Shipping method', zh_CN: '物流方式' },
  dutyTerms: { en: 'Duty terms', zh_CN: '关税条款' },
  taxCodes: { en: 'Tax numbers', zh_CN: '税号' },
  piece: { en: 'Piece', zh_CN: '件' },
  description: { en: 'Description', zh_CN: '品名' },
  hsCode: { en: 'HS code', zh_CN: 'HS 编码' },
  origin: { en: 'Origin', zh_CN: '原产地' },
  quantity: { en: 'Qty', zh_CN: '数量' },
  unitValue: { en: 'Unit USD', zh_CN: '单价 USD' },
  totalValue: { en: 'Total USD', zh_CN: '总价 USD' },
  total: { en: 'Total', zh_CN: '合计' },
  insured: { en: 'Insured value', zh_CN: '保价金额' },
  certify: {
    en: 'I certify that the particulars given in this declaration are correct and that this parcel does not contain any dangerous article prohibited by legislation or by postal or customs regulations.',
    zh_CN: '本人保证以上申报内容真实无误，且包裹内不含法律或邮政、海关规定禁止寄递的危险物品。',
  },
  signature: { en: 'Date and sender’s signature', zh_CN: '日期及寄件人签名' },
  none: { en: 'none', zh_CN: '无' },
} as const;

export type ParcelDocumentText = keyof typeof TEXTS;

export function parcelText(key: ParcelDocumentText, lang: Lang, params: Record<string, string | number> = {}): string {
  let text: string = TEXTS[key][lang];
  for (const [name, value] of Object.entries(params)) text = text.replace(`{${name}}`, String(value));
  return text;
}

/** Cents as "12.50". */
export function usd(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** An address as the label prints it: name, company, street lines, "city state zip", country, phone. */
export function addressLines(address: {
  name: string;
  company: string;
  address1: string;
  address2: string;
  house_number?: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  phone: string;
}): string[] {
  const street = [address.address1, address.house_number].filter(Boolean).join(' ');
  return [
    address.name,
    address.company,
    street,
    address.address2,
    [address.city, address.state, address.zip].filter(Boolean).join(' '),
    address.country,
    address.phone,
  ].filter(Boolean);
}

export function recipientAddress(detail: ParcelDetail) {
  const r = detail.recipient;
  return addressLines({ ...r, name: [r.first_name, r.last_name].filter(Boolean).join(' ') });
}

export function senderAddress(detail: ParcelDetail) {
  return addressLines(detail.sender);
}

/** A piece's contents in one line: "Cotton T-shirt × 2, Mug × 1". */
export function contentsLine(piece: ParcelDetail['pieces'][number]): string {
  return piece.customs_lines.map((line) => `${line.name_en} × ${line.quantity}`).join(', ');
}

export function pieceValue(piece: ParcelDetail['pieces'][number]): number {
  return piece.customs_lines.reduce((sum, line) => sum + line.quantity * line.unit_value, 0);
}
