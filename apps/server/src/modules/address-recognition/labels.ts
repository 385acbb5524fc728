/**
 * Labelled forms ("Name:", "Tel:", "收件人：", "PLZ:"): which field each label names. `free` labels
 * only introduce the address ("Ship to:"), `noise` ones introduce what is not part of it (order
 * numbers, notes), `address` ones a street or a whole address that is read like unlabelled text.
 */
export type LabelKind =
  | 'name'
  | 'first_name'
  | 'last_name'
  | 'company'
  | 'phone'
  | 'email'
  | 'address'
  | 'address2'
  | 'house_number'
  | 'city'
  | 'state'
  | 'zip'
  | 'country'
  | 'free'
  | 'noise';

const LABELS: Readonly<Record<LabelKind, readonly string[]>> = {
  name: [
    'name',
    'full name',
    'recipient',
    'recipient name',
    'receiver',
    'receiver name',
    'consignee',
    'consignee name',
    'contact',
    'contact name',
    'contact person',
    'attn',
    'attention',
    'customer',
    'customer name',
    'buyer',
    'buyer name',
    'ship to name',
    'shipping name',
    'empfänger',
    'empfaenger',
    'nom complet',
    'destinataire',
    'nombre completo',
    'nombre y apellidos',
    'nome e cognome',
    'nom et prénom',
    'vor- und nachname',
    'nombre',
    'destinatario',
    'nome completo',
    'naam',
    'ontvanger',
    'imię i nazwisko',
    'odbiorca',
    '收件人',
    '收货人',
    '收件人姓名',
    '收货人姓名',
    '姓名',
    '联系人',
    '客户姓名',
  ],
  first_name: ['first name', 'firstname', 'given name', 'vorname', 'prénom', 'prenom', 'nome', 'voornaam', 'imię'],
  last_name: [
    'last name',
    'lastname',
    'surname',
    'family name',
    'nachname',
    'nom de famille',
    'nom',
    'apellido',
    'apellidos',
    'cognome',
    'achternaam',
    'nazwisko',
  ],
  company: [
    'company',
    'company name',
    'business name',
    'organisation',
    'organization',
    'firma',
    'firmenname',
    'unternehmen',
    'société',
    'societe',
    'entreprise',
    'empresa',
    'azienda',
    'ragione sociale',
    'bedrijf',
    'bedrijfsnaam',
    '公司',
    '公司名称',
    '单位',
  ],
  phone: [
    'phone',
    'phone number',
    'phone no',
    'tel',
    'tel no',
    'tel.',
    'telephone',
    'telephone number',
    'mobile',
    'mobile number',
    'mobile phone',
    'mob',
    'cell',
    'cell phone',
    'contact number',
    'contact phone',
    'telefon',
    'telefonnummer',
    'handy',
    'mobil',
    'tél',
    'téléphone',
    'telephone portable',
    'portable',
    'teléfono',
    'telefono',
    'móvil',
    'movil',
    'cellulare',
    'telefoon',
    'telefoonnummer',
    'mobiel',
    'numer telefonu',
    'tel. kom.',
    '电话',
    '手机',
    '手机号',
    '手机号码',
    '电话号码',
    '联系电话',
    '联系方式',
    '收件人电话',
    '收件人手机',
  ],
  email: [
    'email',
    'e-mail',
    'mail',
    'email address',
    'e-mail address',
    'courriel',
    'correo',
    'correo electrónico',
    '邮箱',
    '电子邮件',
    '电子邮箱',
  ],
  address: [
    'address',
    'address 1',
    'address1',
    'address line 1',
    'street',
    'street address',
    'shipping address',
    'delivery address',
    'adresse',
    'anschrift',
    'straße',
    'strasse',
    'straße und hausnummer',
    'lieferadresse',
    'adresse de livraison',
    'dirección',
    'direccion',
    'dirección de envío',
    'indirizzo',
    'indirizzo di spedizione',
    'adres',
    'afleveradres',
    'straat',
    'ulica',
    'adres dostawy',
    '地址',
    '收货地址',
    '收件地址',
    '详细地址',
    '街道地址',
    '所在地区',
  ],
  address2: [
    'address 2',
    'address2',
    'address line 2',
    'apartment',
    'suite',
    'adresszusatz',
    "complément d'adresse",
    '地址2',
  ],
  house_number: [
    'house number',
    'house no',
    'hausnummer',
    'hausnr',
    'nr',
    'numéro',
    'número',
    'numero',
    'huisnummer',
    'numer domu',
    '门牌号',
  ],
  city: [
    'city',
    'town',
    'suburb',
    'city/town',
    'stadt',
    'ort',
    'ville',
    'ciudad',
    'población',
    'città',
    'citta',
    'plaats',
    'woonplaats',
    'miasto',
    'miejscowość',
    '城市',
  ],
  state: [
    'state',
    'province',
    'county',
    'region',
    'state/province',
    'province/state',
    'state / province',
    'bundesland',
    'région',
    'provincia',
    'provincie',
    'województwo',
    '省',
    '省份',
    '州',
    '省/州',
  ],
  zip: [
    'zip',
    'zip code',
    'zipcode',
    'postcode',
    'post code',
    'postal code',
    'postalcode',
    'plz',
    'postleitzahl',
    'code postal',
    'cp',
    'código postal',
    'codigo postal',
    'cap',
    'kod pocztowy',
    'eircode',
    '邮编',
    '邮政编码',
  ],
  country: [
    'country',
    'country/region',
    'land',
    'pays',
    'país',
    'pais',
    'paese',
    'nazione',
    'kraj',
    '国家',
    '国家/地区',
  ],
  free: [
    'ship to',
    'shipping to',
    'deliver to',
    'send to',
    'to',
    'shipping',
    'recipient address',
    'lieferung an',
    'livraison',
    'envío',
    'spedire a',
    'versturen naar',
    '收货信息',
    '收件信息',
  ],
  noise: [
    'order',
    'order no',
    'order number',
    'order id',
    'order #',
    'platform order no',
    'tracking',
    'tracking number',
    'tracking no',
    'sku',
    'qty',
    'quantity',
    'note',
    'notes',
    'remark',
    'remarks',
    'comment',
    'date',
    'order date',
    'payment',
    'shipping method',
    'bestellnummer',
    'bestellung',
    'numéro de commande',
    'commande',
    'pedido',
    'número de pedido',
    'ordine',
    'bestelnummer',
    'zamówienie',
    '订单号',
    '订单编号',
    '备注',
    '数量',
    '商品',
  ],
};

/** Chinese labels are read without a colon too ("电话 138…", "邮编518057"): they are no common words. */
const BARE_CHINESE = new Set([
  '收件人',
  '收货人',
  '联系人',
  '姓名',
  '电话',
  '手机',
  '手机号',
  '联系电话',
  '地址',
  '收货地址',
  '详细地址',
  '邮编',
]);

/** Phone labels followed by a number need no colon ("Tel. 030 123", "Phone +1 555"). */
const BARE_PHONE = [
  'tel',
  'tel.',
  'tél',
  'phone',
  'mobile',
  'mob',
  'cell',
  'handy',
  'telefon',
  'telefono',
  'teléfono',
  'móvil',
  'cellulare',
  'telefoon',
  'mobiel',
];

const KIND_OF = new Map<string, LabelKind>();
for (const [kind, labels] of Object.entries(LABELS) as Array<[LabelKind, readonly string[]]>) {
  for (const label of labels) KIND_OF.set(label, kind);
}

function alternation(labels: Iterable<string>): string {
  return [...labels]
    .sort((a, b) => b.length - a.length)
    .map((label) => label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/ /g, '\\s*'))
    .join('|');
}

/**
 * A label starts the line or follows a separator, and is followed by a colon (or, for the cases
 * above, by a number or nothing). Alternation of literals only: no nested quantifiers to backtrack.
 */
const LABEL = new RegExp(
  `(?<=^|[\\s,;|(])(?:(${alternation(KIND_OF.keys())})\\s*\\.?\\s*:|(${alternation(BARE_CHINESE)})(?=[^:\\p{Script=Han}]|$)|(${alternation(BARE_PHONE)})\\.?\\s+(?=[+(]?\\d))`,
  'giu',
);

export interface LabelledLine {
  /** Text before any label, and the values of `free` labels. */
  free: string[];
  /** Values of labels, in order. */
  values: Array<{ kind: LabelKind; value: string }>;
}

/** Kinds whose value is one short item: it ends at a comma, and what follows is unlabelled text. */
const SHORT_VALUES = new Set<LabelKind>([
  'name',
  'first_name',
  'last_name',
  'phone',
  'email',
  'house_number',
  'zip',
  'country',
  'state',
  'noise',
]);

function kindOf(label: string): LabelKind {
  const key = label.toLowerCase().replace(/\s+/g, ' ');
  return KIND_OF.get(key) ?? KIND_OF.get(key.replace(/\.$/, '')) ?? 'phone';
}

/** Splits one line into its labelled values and the unlabelled text around them. */
export function readLabels(line: string): LabelledLine {
  const result: LabelledLine = { free: [], values: [] };
  const matches = [...line.matchAll(LABEL)];
  if (matches.length === 0) return { free: [line], values: [] };
  const head = line.slice(0, matches[0]?.index ?? 0);
  // "Hey! Can you ship to: …": words of a sentence before a heading label are no part of the address.
  const sentence = kindOf(matches[0]?.[1] ?? '') === 'free' && !/\d/.test(head) && /\s\p{Ll}+\W*$/u.test(head);
  if (head.trim() !== '' && !sentence) result.free.push(head);
  matches.forEach((match, index) => {
    const label = match[1] ?? match[2] ?? match[3] ?? '';
    const kind = match[3] !== undefined ? 'phone' : kindOf(label);
    const start = (match.index ?? 0) + match[0].length;
    const end = matches[index + 1]?.index ?? line.length;
    let value = line.slice(start, end).trim();
    if (SHORT_VALUES.has(kind)) {
      const cut = value.search(kind === 'noise' ? /[;|]|,\s/ : /[,;|]/);
      if (cut >= 0) {
        const rest = value.slice(cut + 1).trim();
        if (rest !== '') result.free.push(rest);
        value = value.slice(0, cut).trim();
      }
    }
    if (kind === 'free') {
      if (value !== '') result.free.push(value);
    } else if (kind !== 'noise' && value !== '') {
      result.values.push({ kind, value });
    }
  });
  return result;
}
