import { order } from '@portal/contract';

/**
 * How a channel's ship notice is kept in `order_transitions.reason` (a note: `from_status` =
 * `to_status`): the marker and the notice as JSON, so the history shows it as its own entry
 * (`ship_notice`) and a repeated notice is the same text (`OrderHistoryRepository.hasNote`). Only
 * `readTransitionReason` reads the column; every reader of the history gets the notice in words.
 */
const MARKER = 'ship_notice:';
/** Longest value kept of each field: carriers, services, tracking numbers and dates are far shorter. */
const MAX_FIELD_CHARS = 100;

const CHANNEL_NAMES: Record<order.ShipNotice['channel'], string> = { shipstation: 'ShipStation' };

/** The reason column's text of a ship notice; the same notice gives the same text. */
export function shipNoticeReason(notice: order.ShipNotice): string {
  const kept: order.ShipNotice = {
    channel: notice.channel,
    carrier: notice.carrier.slice(0, MAX_FIELD_CHARS),
    service: notice.service.slice(0, MAX_FIELD_CHARS),
    tracking_number: notice.tracking_number.slice(0, MAX_FIELD_CHARS),
    ship_date: notice.ship_date.slice(0, MAX_FIELD_CHARS),
  };
  return `${MARKER}${JSON.stringify(kept)}`;
}

/** A transition's reason as the history shows it: a ship notice in English words and its fields, any other as stored. */
export function readTransitionReason(stored: string): { reason: string; ship_notice: order.ShipNotice | null } {
  const notice = stored.startsWith(MARKER) ? parsed(stored.slice(MARKER.length)) : null;
  return notice ? { reason: inWords(notice), ship_notice: notice } : { reason: stored, ship_notice: null };
}

function parsed(json: string): order.ShipNotice | null {
  try {
    const result = order.shipNoticeSchema.safeParse(JSON.parse(json));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** `ShipStation ship notice: shipped with USPS Priority Mail, tracking 9400…, ship date 11/30/2026`. */
function inWords(notice: order.ShipNotice): string {
  const shipped = [notice.carrier, notice.service].filter(Boolean).join(' ');
  return [
    `${CHANNEL_NAMES[notice.channel]} ship notice: shipped${shipped ? ` with ${shipped}` : ''}`,
    notice.tracking_number ? `tracking ${notice.tracking_number}` : '',
    notice.ship_date ? `ship date ${notice.ship_date}` : '',
  ]
    .filter(Boolean)
    .join(', ');
}
