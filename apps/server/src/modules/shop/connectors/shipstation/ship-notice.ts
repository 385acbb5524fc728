import { XmlScanner } from '../../../../platform/xlsx/xml-scanner';
import { unescapeXmlEntities } from '../../../../platform/xlsx/xml-text';
import { isXmlText } from './xml-text';

/**
 * What the portal reads of ShipStation's `<ShipNotice>` (Custom Store guide, "ShipNotify Field
 * Definitions"): the order (its OrderNumber, and OrderID, which the export wrote as the system order
 * id), how and when it was shipped. Elements it does not use (the recipient, the items, notes) are
 * checked for well-formedness and otherwise left.
 */
export interface ShipNotice {
  orderNumber: string;
  orderId: string;
  carrier: string;
  service: string;
  trackingNumber: string;
  shipDate: string;
  labelCreateDate: string;
}

/** The body is not a ShipNotice the portal can read; the message says why (ShipStation shows it). */
export class ShipNoticeError extends Error {}

/** Longer than any field of the notice the guide defines (1000 for notes): a value past it is no notice. */
const MAX_VALUE_CHARS = 2000;
/** How deep the guide's notice nests (ShipNotice/Items/Item/…), with room to spare. */
const MAX_DEPTH = 8;

const READ: Record<string, keyof ShipNotice> = {
  OrderNumber: 'orderNumber',
  OrderID: 'orderId',
  Carrier: 'carrier',
  Service: 'service',
  TrackingNumber: 'trackingNumber',
  ShipDate: 'shipDate',
  LabelCreateDate: 'labelCreateDate',
};

/**
 * Reads the notice with the platform's XML tokenizer (no DTD, so no entity of the sender's is ever
 * expanded) and checks what the tokenizer leaves to its handler: one `ShipNotice` root, every element
 * closed in order, no text outside the root, only characters XML allows.
 */
export function parseShipNotice(body: string): ShipNotice {
  const notice: ShipNotice = {
    orderNumber: '',
    orderId: '',
    carrier: '',
    service: '',
    trackingNumber: '',
    shipDate: '',
    labelCreateDate: '',
  };
  const open: string[] = [];
  let roots = 0;
  let text = '';
  const handler = {
    wantsText: true,
    open(name: string, _attributes: string, selfClosing: boolean) {
      if (open.length === 0) {
        roots += 1;
        if (name !== 'ShipNotice' || roots > 1) throw new ShipNoticeError('the body is not one <ShipNotice> element');
      }
      if (open.length >= MAX_DEPTH) throw new ShipNoticeError('elements nested too deep');
      text = '';
      if (!selfClosing) open.push(name);
    },
    close(name: string) {
      const expected = open.pop();
      if (expected !== name) throw new ShipNoticeError(`</${name}> closes ${expected ? `<${expected}>` : 'nothing'}`);
      // Only the notice's own children are read (not ShipNotice/Recipient/Name and the like).
      const field = open.length === 1 ? READ[name] : undefined;
      if (field) notice[field] = unescapeXmlEntities(text).trim();
      text = '';
    },
    text(raw: string) {
      if (open.length === 0) {
        if (raw.trim()) throw new ShipNoticeError('text outside <ShipNotice>');
        return;
      }
      text += raw;
      if (text.length > MAX_VALUE_CHARS) throw new ShipNoticeError('a value longer than the notice allows');
    },
  };
  try {
    const scanner = new XmlScanner(handler);
    scanner.write(body);
    scanner.end();
  } catch (error) {
    if (error instanceof ShipNoticeError) throw error;
    throw new ShipNoticeError(error instanceof Error ? error.message.replace(/^xml: /, '') : 'unreadable XML');
  }
  if (roots === 0) throw new ShipNoticeError('the body holds no <ShipNotice>');
  if (open.length) throw new ShipNoticeError(`<${open.at(-1)}> is not closed`);
  for (const value of Object.values(notice)) {
    if (!isXmlText(value)) throw new ShipNoticeError('a value holds a character XML does not allow');
  }
  return notice;
}
