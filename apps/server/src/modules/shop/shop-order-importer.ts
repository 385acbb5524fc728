import { type Lang, type Localized, recipientSchema } from '@portal/contract';
import type { Core } from '../../core';
import { AppError } from '../../kernel/app-error';
import type { Viewer } from '../../kernel/viewer';
import type { Actor } from '../../platform/actor';
import { orderFieldLabel, orderMerchantServices, type SaveInput } from '../order';
import { type LineGoods, type ProductApi, productApi } from '../product';
import type { ShopOrder } from './connectors/shop-connector';
import type { ShopMappingRepository } from './shop-mapping-repository';

/** What became of one shop order: the portal order it was saved as, or why the rules refused it. */
export type ImportOutcome =
  | { status: 'imported'; orderId: number; systemOrderId: string }
  | { status: 'failed'; reasons: Localized[] };

const TAX_NONE = { vat: '', ioss: '', gst: '', icms: '' };

/**
 * An error's words in both languages, each field by its label in the order form's words where the
 * message does not name it already ("Last Name: No more than 50 characters", "Please enter House
 * Number: …"): what a failed shop order shows in either.
 */
export function reasonsOf(error: AppError): Localized[] {
  const inBoth = (word: (lang: Lang) => string[]): Localized[] => {
    const en = word('en');
    const zh = word('zh_CN');
    return en.map((text, index) => ({ en: text, zh_CN: zh[index] ?? text }));
  };
  if (error.fields.length || error.issues.length) {
    return inBoth((lang) =>
      error.fieldErrors(lang).map(({ field, message }) => {
        const label = field ? (orderFieldLabel(field, lang) ?? field) : '';
        if (!label || message.includes(label)) return message;
        return lang === 'zh_CN' ? `${label}：${message}` : `${label}: ${message}`;
      }),
    );
  }
  return inBoth((lang) => [error.localizedMessage(lang)]);
}

/**
 * Imports a shop's order through the order module's own save, so the same rules hold as for an
 * order typed in the portal or sent to the Open API: the platform order no. must be free, the SKUs
 * the merchant's, the recipient complete; the order is saved in Approving. Shop SKUs are read
 * through the connection's mapping table first (the merchant's explicit choice: a SKU or a
 * package), then as portal codes (a SKU's or a package's). A refusal is not thrown: it is the outcome, kept with the shop order.
 */
export class ShopOrderImporter {
  private readonly orders: ReturnType<typeof orderMerchantServices>;
  private readonly products: ProductApi;

  constructor(
    core: Core,
    private readonly mappings: ShopMappingRepository,
  ) {
    this.orders = orderMerchantServices(core);
    this.products = productApi(core);
  }

  async import(
    viewer: Viewer,
    connection: { id: number; warehouse_id: number },
    order: ShopOrder,
    actor: Actor,
    lang: Lang,
  ): Promise<ImportOutcome> {
    const reasons: Localized[] = [];
    const items = await this.items(viewer, connection.id, order, reasons);
    const recipient = recipientSchema.safeParse({
      ...order.recipient,
      id_card: '',
      address3: '',
      house_number: order.recipient.house_number ?? '',
    });
    if (!recipient.success)
      reasons.push(...reasonsOf(new AppError('VALIDATION_FAILED', { issues: recipient.error.issues })));
    if (reasons.length || !recipient.success) return { status: 'failed', reasons };
    const input: SaveInput = {
      platform_order_no: order.orderNo,
      warehouse_id: connection.warehouse_id,
      address_type: 'residential',
      recipient: recipient.data,
      items,
      value_added_services: [],
      consumables: [],
      packaging: [],
      tax_codes: TAX_NONE,
      note: '',
      submit: false,
    };
    try {
      const saved = await this.orders.saving.save(viewer, input, actor, lang);
      return { status: 'imported', orderId: saved.id, systemOrderId: saved.system_order_id };
    } catch (error) {
      if (error instanceof AppError) return { status: 'failed', reasons: reasonsOf(error) };
      throw error;
    }
  }

  /** The order's lines as portal SKUs or packages; a line that names neither adds its reason. */
  private async items(viewer: Viewer, connectionId: number, order: ShopOrder, reasons: Localized[]) {
    const shopSkus = [...new Set(order.lines.map((line) => line.sku.trim()).filter(Boolean))];
    const mapped = await this.mappings.mappedSkus(viewer.customerId, connectionId, shopSkus);
    // A mapping's portal code, or a shop SKU equal to a portal code, names a SKU or a package (the
    // order module's one look-up), so a shop SKU mapped to a package becomes a package line.
    const byCode = await this.products.findLineGoods(viewer, [...new Set([...shopSkus, ...mapped.values()])]);
    const items: SaveInput['items'] = [];
    for (const line of order.lines) {
      const shopSku = line.sku.trim();
      if (!shopSku) {
        reasons.push(...reasonsOf(new AppError('SHOP_LINE_WITHOUT_SKU', { params: { title: line.title } })));
        continue;
      }
      const mappedCode = mapped.get(shopSku);
      // A mapping whose SKU or package was deleted since still names its code: the save refuses it on the line.
      const portal =
        mappedCode === undefined
          ? byCode.get(shopSku.toUpperCase())
          : (byCode.get(mappedCode.toUpperCase()) ?? mappedCode);
      if (!portal) {
        reasons.push(...reasonsOf(new AppError('SHOP_LINE_UNMAPPED', { params: { sku: shopSku, title: line.title } })));
        continue;
      }
      const declared = typeof portal === 'string' ? 0 : declaredValueOf(portal);
      items.push({
        sku: typeof portal === 'string' ? portal : portal.sku ? portal.sku.sku : portal.package.code,
        quantity: line.quantity,
        // The declared value: the shop's price when it gave one, else the SKU's own (a free line still declares a value).
        unit_price: Math.max(1, Math.round(line.unitPrice > 0 ? line.unitPrice : declared)),
      });
    }
    return items;
  }
}

/** What a line of a SKU or package declares per unit when the shop sends no price: a package, its components'. */
function declaredValueOf(goods: LineGoods): number {
  if (goods.sku) return goods.sku.declared_value;
  return goods.package.components.reduce((sum, { sku, quantity }) => sum + sku.declared_value * quantity, 0);
}
