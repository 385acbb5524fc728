import type { Core } from '../../../../core';
import { AttemptThrottle } from '../../../../identity/attempt-throttle';
import { AuthFailureRepository } from '../../../../identity/auth-failure-repository';
import { AppError, tooFrequent } from '../../../../kernel/app-error';
import type { TenantScope } from '../../../../kernel/viewer';
import { shopActor } from '../../../../platform/actor';
import { type OrderChannelService, orderChannel } from '../../../order';
import type { ConnectionRow, ShopRepository } from '../../shop-repository';
import { ordersXml } from './orders-xml';
import { parseShipNotice, ShipNoticeError } from './ship-notice';
import { parseShipStationDate } from './shipstation-dates';
import { basicCredentials, servedPasswordMatches } from './shipstation-login';
import { isXmlText } from './xml-text';

/** Orders per page of the export (the page ShipStation asks for with `page=N`). */
export const SHIPSTATION_PAGE_SIZE = 100;
/** Longest value of a query parameter the endpoint reads (the guide's fields are 50 at most). */
const MAX_PARAMETER_CHARS = 100;
/** What wrong logins are counted under (`auth_failures.subject`), per client address. */
const SUBJECT = 'shipstation';

/** A refusal ShipStation is answered with: a status and a plain-text message (ShipStation shows it to the merchant). */
export class ShipStationRefusal extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404,
    message: string,
  ) {
    super(message);
  }
}

type Query = Record<string, unknown>;

/** A query parameter as text: absent is '', a repeated or over-long one or one XML cannot carry is refused. */
function parameter(query: Query, name: string): string {
  const value = query[name];
  if (value === undefined) return '';
  if (typeof value !== 'string') throw new ShipStationRefusal(400, `${name} is given more than once`);
  if (value.length > MAX_PARAMETER_CHARS || !isXmlText(value)) {
    throw new ShipStationRefusal(400, `${name} is not a value the portal takes`);
  }
  return value.trim();
}

function dateParameter(query: Query, name: string): Date {
  const at = parseShipStationDate(parameter(query, name));
  if (!at) throw new ShipStationRefusal(400, `${name} must be a UTC date as MM/dd/yyyy HH:mm`);
  return at;
}

/**
 * ShipStation's Custom Store endpoint (docs/server/shops.md "ShipStation"): ShipStation calls the
 * portal with the connection's username and password (HTTP Basic), reads the orders of the
 * connection's warehouse changed in a window (`action=export`) and reports the labels it made
 * (`action=shipnotify`). Like the Open API's key, wrong logins are counted per client address
 * (slowed from the third, refused at the limit) and each connection's calls share one token bucket.
 * The merchant is the connection's: every read and write is scoped by its `customer_id`.
 */
export class ShipStationEndpoint {
  private readonly throttle: AttemptThrottle;
  private readonly orders: OrderChannelService;

  constructor(
    private readonly core: Core,
    private readonly store: ShopRepository,
  ) {
    const { openApi, rateLimitScale } = core.config;
    this.throttle = new AttemptThrottle(new AuthFailureRepository(core.db), core.clock, {
      perAddress: openApi.keyFailuresPerAddress * rateLimitScale,
      slowAfter: 3 * rateLimitScale,
      windowMs: openApi.windowMs,
    });
    this.orders = orderChannel(core);
  }

  /** The connection whose login the header carries; 401 without one or with a wrong one, 403 while it is paused. */
  async admit(authorization: string | undefined, ip: string): Promise<ConnectionRow> {
    const given = basicCredentials(authorization);
    // No login is no guess: it is not counted.
    if (!given) throw new ShipStationRefusal(401, 'ShipStation must send the username and password of the connection');
    const wait = await this.throttle.waitMs(SUBJECT, ip);
    if (wait > 0) throw tooFrequent(wait / 1000);
    const connection = await this.store.servedConnection(given.username);
    // The password is hashed and compared even for an unknown username, so both take as long.
    const matches = servedPasswordMatches(given.password, connection?.served_password_hash ?? null);
    if (!connection || !matches) {
      await this.throttle.fail(SUBJECT, ip);
      throw new ShipStationRefusal(401, 'Wrong username or password for the portal connection');
    }
    if (connection.status === 'paused') {
      throw new ShipStationRefusal(403, `The connection "${connection.name}" is paused in the portal`);
    }
    await this.core.limiter.take(`shipstation:connection:${connection.id}`, this.core.config.openApi);
    return connection;
  }

  /** `action=export`: a page of the window's orders as the guide's XML. */
  async export(connection: ConnectionRow, query: Query): Promise<string> {
    if (parameter(query, 'action').toLowerCase() !== 'export') {
      throw new ShipStationRefusal(400, 'GET takes action=export');
    }
    const start = dateParameter(query, 'start_date');
    const end = dateParameter(query, 'end_date');
    if (end < start) throw new ShipStationRefusal(400, 'end_date is before start_date');
    const pageText = parameter(query, 'page') || '1';
    if (!/^[1-9]\d{0,5}$/.test(pageText)) throw new ShipStationRefusal(400, 'page must be a whole number from 1');
    const page = Number(pageText);
    const { total, orders } = await this.orders.changed(
      scopeOf(connection),
      {
        warehouseId: connection.warehouse_id,
        from: start.toISOString(),
        // Dates name a minute: the end minute is included whole.
        to: new Date(end.getTime() + 59_999).toISOString(),
      },
      { offset: (page - 1) * SHIPSTATION_PAGE_SIZE, limit: SHIPSTATION_PAGE_SIZE },
    );
    const at = this.core.clock.now().toISOString();
    await this.store.updateConnection(connection.customer_id, connection.id, {
      last_sync_at: at,
      last_error: null,
      updated_at: at,
    });
    return ordersXml(orders, Math.ceil(total / SHIPSTATION_PAGE_SIZE));
  }

  /**
   * `action=shipnotify`: the label ShipStation made is noted on the order's history as a ship notice
   * (`ship_notice`) by the connection (`Shop: <name>`), the status left to the warehouse. The order is named by `order_number` (the
   * export's OrderNumber), else by the notice's OrderNumber or OrderID; carrier, service and tracking
   * number come from the query, else from the notice.
   */
  async shipNotify(connection: ConnectionRow, query: Query, body: unknown): Promise<string> {
    if (parameter(query, 'action').toLowerCase() !== 'shipnotify') {
      throw new ShipStationRefusal(400, 'POST takes action=shipnotify');
    }
    if (typeof body !== 'string' || !body.trim()) {
      throw new ShipStationRefusal(400, 'The ShipNotice XML body is missing');
    }
    let notice: ReturnType<typeof parseShipNotice>;
    try {
      notice = parseShipNotice(body);
    } catch (error) {
      if (error instanceof ShipNoticeError)
        throw new ShipStationRefusal(400, `Unreadable ShipNotice: ${error.message}`);
      throw error;
    }
    const reference = parameter(query, 'order_number') || notice.orderNumber || notice.orderId;
    if (!reference) throw new ShipStationRefusal(400, 'order_number is missing');
    const carrier = parameter(query, 'carrier') || notice.carrier;
    const service = parameter(query, 'service') || notice.service;
    const tracking = parameter(query, 'tracking_number') || notice.trackingNumber;
    try {
      const noted = await this.orders.noteShipment(
        scopeOf(connection),
        { reference, warehouseId: connection.warehouse_id },
        shopActor(connection.name),
        { channel: 'shipstation', carrier, service, tracking_number: tracking, ship_date: notice.shipDate },
      );
      return `Ship notice for order ${reference} recorded on ${noted.systemOrderId}`;
    } catch (error) {
      if (error instanceof AppError && error.code === 'ORDER_NOT_FOUND') {
        throw new ShipStationRefusal(404, `Order ${reference} not found in this connection's warehouse`);
      }
      throw error;
    }
  }
}

function scopeOf(connection: ConnectionRow): TenantScope {
  return { customerId: connection.customer_id };
}
