import type { FieldProblem, PackMaterial } from '@portal/contract';
import { AppError } from '../../kernel/app-error';
import type { TenantScope } from '../../kernel/viewer';
import { unknownSkuProblem } from '../product';
import type { CheckedShipment, DraftInput, PackagingRow, ResolvedLine, ShipmentDraft } from './draft-types';
import { codeKey, contentsOf, shipmentOf } from './order-contents';
import type { OrderDeps } from './order-deps';
import type { OrderContents } from './order-lines-repository';

/**
 * Checks a draft against stored data (warehouse active, country known, SKUs the merchant's, packing
 * materials known, packaging items the merchant's, value-added services quoted by the warehouse) and
 * turns it into what is saved.
 * Every field problem is reported at once; nothing is written here.
 */
export class OrderDrafts {
  constructor(private readonly deps: OrderDeps) {}

  /** Checks what a quote is made of, refusing with every field problem found. */
  async checkShipment(
    scope: TenantScope,
    draft: ShipmentDraft,
    extra: FieldProblem[] = [],
    countryField = 'country',
  ): Promise<CheckedShipment> {
    const [warehouses, materials, properties, countryKnown, goods, packaging] = await Promise.all([
      this.deps.references.warehouses(),
      this.deps.references.packMaterials(),
      this.deps.references.properties(),
      this.deps.countries.countryExists(draft.country),
      this.deps.products.findLineGoods(
        scope,
        draft.items.map((item) => item.sku),
      ),
      this.packagingOf(scope, draft.packaging),
    ]);
    const problems = [...extra, ...packaging.problems];
    const warehouse = warehouses.find((w) => w.id === draft.warehouse_id && w.is_active === 1);
    if (!warehouse) problems.push({ field: 'warehouse_id', message: 'v.unknownChoice' });
    if (!countryKnown) problems.push({ field: countryField, message: 'v.country' });
    const seen = new Set<string>();
    const lines: ResolvedLine[] = [];
    draft.items.forEach((item, index) => {
      const key = codeKey(item.sku);
      const found = goods.get(key);
      if (seen.has(key)) problems.push({ field: `items.${index}.sku`, message: 'v.lineDuplicate' });
      else if (!found) problems.push(unknownSkuProblem(scope, `items.${index}.sku`, item.sku));
      else lines.push({ item, ...found });
      seen.add(key);
    });
    const consumables = new Map<number, { material: PackMaterial; quantity: number }>();
    draft.consumables.forEach((consumable, index) => {
      const material = materials.find((m) => m.id === consumable.id);
      if (!material) problems.push({ field: `consumables.${index}.id`, message: 'v.unknownChoice' });
      else {
        const quantity = (consumables.get(material.id)?.quantity ?? 0) + consumable.quantity;
        consumables.set(material.id, { material, quantity });
      }
    });
    if (problems.length || !warehouse) throw new AppError('VALIDATION_FAILED', { fields: problems });
    const chosen = [...consumables.values()];
    const dangerous = new Set(properties.filter((p) => p.is_dangerous === 1).map((p) => p.id));
    return {
      warehouse,
      lines,
      consumables: chosen,
      packaging: packaging.rows,
      shipment: shipmentOf(warehouse, draft, lines, chosen, dangerous, packaging.rows),
    };
  }

  /** A whole draft (save, copy): the shipment's checks, then the value-added services of spec 5. */
  async resolve(scope: TenantScope, draft: DraftInput): Promise<CheckedShipment & { contents: OrderContents }> {
    const { recipient } = draft;
    const totalItems = draft.items.reduce((sum, item) => sum + item.quantity, 0);
    const problems: FieldProblem[] = [];
    const codes = new Set<string>();
    draft.value_added_services.forEach((service, index) => {
      const code = service.code.toUpperCase();
      if (codes.has(code)) problems.push({ field: `value_added_services.${index}.code`, message: 'v.vasDuplicate' });
      if (service.quantity > totalItems) {
        problems.push({ field: `value_added_services.${index}.quantity`, message: 'v.vasTooMany' });
      }
      codes.add(code);
    });
    const [checked, quoted] = await Promise.all([
      this.checkShipment(
        scope,
        { ...draft, country: recipient.country, zip: recipient.zip, state: recipient.state },
        problems,
        'recipient.country',
      ),
      this.deps.services.ofWarehouse(draft.warehouse_id),
    ]);
    const services = draft.value_added_services.map((service) => {
      const offer = quoted.find((q) => q.code === service.code.toUpperCase());
      if (!offer) throw new AppError('SERVICE_NOT_QUOTED');
      return {
        code: offer.code,
        name_en: offer.name_en,
        name_cn: offer.name_cn,
        quantity: service.quantity,
        unit_price: offer.unit_price,
      };
    });
    const properties = new Map((await this.deps.references.properties()).map((p) => [p.id, p]));
    const contents = contentsOf(checked.lines, services, checked.consumables, properties);
    return { ...checked, contents: { ...contents, packaging: checked.packaging } };
  }

  /**
   * The merchant's own packaging a draft asks for, one row per item (quantities of an item named twice
   * added), with its code, names and weight copied; an id that is not the merchant's item is a problem
   * under its row.
   */
  private async packagingOf(
    scope: TenantScope,
    asked: ShipmentDraft['packaging'],
  ): Promise<{ rows: PackagingRow[]; problems: FieldProblem[] }> {
    if (!asked.length) return { rows: [], problems: [] };
    const items = await this.deps.packaging.itemsOf(
      scope,
      asked.map((a) => a.id),
    );
    const problems: FieldProblem[] = [];
    const rows = new Map<number, PackagingRow>();
    asked.forEach((a, index) => {
      const item = items.find((row) => row.id === a.id);
      if (!item) {
        problems.push({ field: `packaging.${index}.id`, message: 'v.unknownChoice' });
        return;
      }
      const seen = rows.get(item.id);
      rows.set(item.id, {
        packaging_id: item.id,
        code: item.code,
        name_en: item.name_en,
        name_cn: item.name_cn,
        weight_g: item.weight_g,
        quantity: (seen?.quantity ?? 0) + a.quantity,
      });
    });
    return { rows: [...rows.values()], problems };
  }
}
