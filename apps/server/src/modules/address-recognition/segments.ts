import { type LabelKind, readLabels } from './labels';
import { textLines, tidy } from './text-cleanup';

/**
 * Parts (lines, cells, comma parts) read at most. An address has fewer than twenty; a pasted e-mail
 * with its signature fewer than this. It keeps the work per part bounded whatever the text.
 */
export const MAX_SEGMENTS = 60;

export type LabelledValue = { kind: LabelKind; value: string };

export interface Segment {
  text: string;
  /** Came from an "Address:" label: never a name or company. */
  fromAddressLabel: boolean;
  used: boolean;
}

/** Words that make a line a company name ("GmbH", "Ltd", "S.r.l.", "有限公司"). */
export const COMPANY =
  /(?:^|[\s,.(])(?:gmbh|ag|kg|ohg|ug|e\.?\s?k|ltd|limited|plc|llp|llc|inc|corp|corporation|co\.|company|s\.?a\.?r\.?l|s\.?a\.?s|s\.?a|s\.?l|s\.?r\.?l|s\.?p\.?a|b\.?v|n\.?v|bvba|sprl|srl|sp\.?\s?z\s?o\.?\s?o|s\.?c|pty|group|holding|trading|logistics|services|solutions|technologies|international|industries|studio|shop|store|gbr|e\.?v|gesellschaft|werkstatt|sarl|eurl|s\.?n\.?c|cooperativa|stiftung|verlag|boutique|café|restaurant|hotel|agency|partners|associates)(?:[\s,.)]|$)|有限公司|公司|工作室|商行|企业/iu;

const NOISE_WORDS =
  'order|bestellung|bestellnummer|commande|pedido|ordine|zamówienie|订单|tracking|sku|invoice|rechnung|facture|ref|reference|amazon|ebay|etsy|shopify|platform order';
const NOISE_NUMBER = '(?:\\s?(?:no\\.?|number|nr\\.?|id|#|号|编号|n°|nº))?\\s?[:#]?\\s?[\\p{L}\\d-]+';
/** "Order #112-345", "Commande n° 88412": a part that only names the order (it must hold a digit). */
const NOISE_SEGMENT = new RegExp(`^(?:(?:${NOISE_WORDS})\\s)?(?:${NOISE_WORDS})${NOISE_NUMBER}$`, 'iu');
/** "Pedido #4410 - Marta Díaz": the order number before the address on the same line. */
const NOISE_PREFIX = new RegExp(`^(?:${NOISE_WORDS})${NOISE_NUMBER}\\s-\\s`, 'iu');
/** Chat around the address: greetings and thanks alone, and what introduces it in a sentence. */
const GREETING =
  /^(?:hi|hello|hey|dear|thanks?|thank you|thx|cheers|regards|best regards|merci(?: beaucoup)?|bonjour|bonsoir|hallo|guten tag|danke(?: schön)?|ciao|salve|grazie(?: mille)?|hola|gracias|hoi|bedankt|dank je|cześć|dzień dobry|dziękuję|你好|谢谢|您好)(?:\s+\p{L}+)?[\s!.,]*$/iu;
const CHAT_PREFIX =
  /^(?:.{0,40}?\b)?(?:send (?:it |them |this |the parcel |my order )?to|ship (?:it |them )?to|deliver (?:it )?to|my address is|address is|mon adresse est|spedite a|spedire a|inviate a|envoyez à|envoyer à|schicken an|senden an|bitte an|enviar a|envíalo a|wyślij na|stuur naar)\s*:?\s+/iu;
/**
 * A lead-in of the writer's own words ending in a colon, with a verb of delivery: "shipping to my
 * office:", "please post it to my work address:". No digit: a colon after a number is no lead-in.
 */
const DELIVERY_LEAD_IN =
  /^[^:\d]{0,40}?\b(?:ship|shipping|send|sending|deliver|delivering|delivery|post|posting|mail|mailing)\b[^:\d]{0,40}:\s*/iu;
/** Sentences end before a closing word or a phone label: "… 12203. thanks", "… Roma RM. Cell. 320 …". */
const SENTENCE_BREAK =
  /[.!?]+\s+(?=(?:thanks?|thank you|thx|cheers|merci|danke|grazie|gracias|bedankt|dziękuję|cell|tel|phone|mobile|mob|handy|tél)\b)|!+\s+/giu;

/** "z. Hd.", "Attn", "t.a.v.": what introduces the recipient's name. */
const ATTENTION =
  /^(?:z\.\s?hd\.?|zu händen|attn\.?:?|attention:?|à l'attention de|a l'attention de|t\.\s?a\.\s?v\.?|all'attenzione di)\s+/i;
/** "Attn: Receiving Dept.", "z. Hd. Einkauf": an attention line naming a department, not a person. */
const DEPARTMENT =
  /\b(?:dept|department|accounts?|payable|receivable|receiving|purchasing|procurement|shipping|warehouse|reception|mail ?room|office|team|desk|goods in|abteilung|einkauf|buchhaltung|wareneingang|lager|empfang|service|comptabilité|achats?|accueil)\b/iu;
const HEADING_SEGMENT =
  /^(?:ship(?:ping)?\s*(?:to|address)|deliver(?:y)?\s*(?:to|address)|send to|recipient|address|lieferadresse|lieferanschrift|versandadresse|adresse de livraison|dirección de envío|indirizzo di spedizione|afleveradres|adres dostawy|收货信息|收件信息|收货地址|shipping details|shipping info(?:rmation)?)$/iu;

/** Splits a line into its parts: tab cells, `;`/`|` parts, then comma parts. */
function lineParts(line: string): string[] {
  const parts: string[] = [];
  for (const cell of line.split(/\t|;|\s\|\s|\||\s·\s/)) {
    // "Nathan Brooks c/o Sarah Brooks": the care-of starts a part of its own.
    const pieces = cell.split(/,|\s(?=c\/o\s)/i);
    for (const piece of pieces) {
      const text = tidy(piece);
      if (text === '') continue;
      const previous = parts.at(-1);
      // "Acme, Inc." and "Smith, Jr." keep their tail.
      if (previous !== undefined && /^(?:inc|ltd|llc|jr|sr|co|gmbh|s\.?a|s\.?l|b\.?v)\.?$/i.test(text)) {
        parts[parts.length - 1] = `${previous}, ${text}`;
      } else {
        parts.push(text);
      }
    }
  }
  return parts;
}

const EMAIL = /^[\p{L}\d._%+'-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.\p{L}{2,}$/u;

const OPENING = new Set(['<', '(', '[', '"', "'"]);
const CLOSING = new Set(['>', ')', ']', '"', "'", '.', ',', ';', ':']);

/** "<jo@example.com>," → "jo@example.com", by hand: a regular expression would rescan long runs. */
function trimPunctuation(token: string): string {
  let start = 0;
  let end = token.length;
  while (start < end && OPENING.has(token.charAt(start))) start += 1;
  while (end > start && CLOSING.has(token.charAt(end - 1))) end -= 1;
  return token.slice(start, end);
}

/** Takes e-mail addresses out of a text: the address and the text without it. */
export function takeEmail(text: string): { email: string; rest: string } {
  if (!text.includes('@')) return { email: '', rest: text };
  let email = '';
  const rest = text
    .split(/(\s+)/)
    .map((token) => {
      const candidate = trimPunctuation(token).replace(/^mailto:/i, '');
      if (!EMAIL.test(candidate)) return token;
      if (email === '') email = candidate;
      return ' ';
    })
    .join('');
  return { email, rest };
}

export function firstOf(values: LabelledValue[], kind: LabelKind): string | undefined {
  return values.find((item) => item.kind === kind)?.value;
}

/** "sunnyday_88", "j.smith1990": a marketplace or chat handle, one word with a digit or an underscore. */
export function isHandle(value: string): boolean {
  const text = value.trim();
  return /^[\p{L}\d._-]+$/u.test(text) && /[\d_]/.test(text) && /\p{L}/u.test(text);
}

/**
 * The labelled person: the first name label whose value is a name. An export that labels the buyer's
 * handle ("Buyer: sunnyday_88") and then the recipient is read by the recipient.
 */
export function labelledPerson(values: LabelledValue[]): string | undefined {
  return values.find((item) => item.kind === 'name' && !isHandle(item.value))?.value;
}

export function previousLive(segments: Segment[], index: number): Segment | undefined {
  for (let at = index - 1; at >= 0; at -= 1) {
    const segment = segments[at];
    if (segment && !segment.used && segment.text !== '') return segment;
  }
  return undefined;
}

export function nextLive(segments: Segment[], index: number): Segment | undefined {
  for (let at = index + 1; at < segments.length; at += 1) {
    const segment = segments[at];
    if (segment && !segment.used && segment.text !== '') return segment;
  }
  return undefined;
}

/**
 * Reads pasted text into labelled values and the unlabelled parts in their order: headings, order
 * numbers, greetings and chat around the address are left out, "Address:" values are marked.
 */
export function readSegments(text: string): { segments: Segment[]; values: LabelledValue[] } {
  const values: LabelledValue[] = [];
  const segments: Segment[] = [];
  const addSegments = (line: string, fromAddressLabel: boolean) => {
    for (const found of lineParts(line)) {
      const noisy = NOISE_PREFIX.exec(found);
      const unordered = noisy && /\d/.test(noisy[0]) ? tidy(found.slice(noisy[0].length)) : found;
      const part = tidy(unordered.replace(DELIVERY_LEAD_IN, '').replace(CHAT_PREFIX, ''));
      const chatter = GREETING.test(part) || HEADING_SEGMENT.test(part);
      if ((NOISE_SEGMENT.test(part) && /\d/.test(part)) || chatter || part === '' || segments.length >= MAX_SEGMENTS)
        continue;
      const toDepartment = ATTENTION.test(part) && DEPARTMENT.test(part.replace(ATTENTION, ''));
      segments.push({ text: toDepartment ? part : part.replace(ATTENTION, ''), fromAddressLabel, used: false });
    }
  };
  for (const line of textLines(text)) {
    if (segments.length >= MAX_SEGMENTS) break;
    // A heading ("Ship to:", "Bonjour, voici mon adresse :") introduces what follows.
    if (line.endsWith(':')) continue;
    // "attn: Receiving Dept." names no person: the line stays whole, a second address line.
    if (ATTENTION.test(line) && DEPARTMENT.test(line.replace(ATTENTION, ''))) {
      addSegments(line, false);
      continue;
    }
    const labelled = readLabels(line.replace(SENTENCE_BREAK, ', '));
    for (const free of labelled.free) addSegments(free, false);
    for (const item of labelled.values) {
      if (item.kind === 'address') addSegments(item.value, true);
      else values.push(item);
    }
  }

  return { segments, values };
}
