import type {
  FieldProblem,
  QuoteCurrency,
  RateZone,
  ShippingMethodDetail,
  Surcharge,
  TaxRate,
  Warehouse,
  WarehouseFee,
} from '@portal/contract';
import { AppError } from '../../kernel/app-error';
import type { Clock } from '../../platform/clock';
import type { CommonApi } from '../common';
import type { ProductReferenceApi } from '../product-reference';
import { checkAreas, type PlacedArea, zoneClashes } from './area-checks';
import { FEE_COLUMNS } from './quote/handling-fees';
import { PROBLEMS } from './rate-data-problems';
import type { MethodFields, ShippingRepository, SurchargeFields } from './shipping-repository';
import type { StoredMethod } from './stored-methods';

/**
 * Staff edits of the rate data: every refusal names the field and says why, in the request's
 * language, and a refused edit writes nothing. Every accepted edit bumps the version the quoting
 * caches of all instances follow.
 */
export class ShippingAdminService {
  constructor(
    private readonly repository: ShippingRepository,
    private readonly reference: Pick<ProductReferenceApi, 'warehouses'>,
    private readonly common: CommonApi,
    private readonly clock: Clock,
  ) {}

  async listMethods(warehouseId?: number): Promise<ShippingMethodDetail[]> {
    const [methods, warehouses] = await Promise.all([
      this.repository.methods({ warehouseId }),
      this.reference.warehouses(),
    ]);
    return methods.map((method) => detail(method, warehouses));
  }

  async listRateSettings() {
    const rates = await this.repository.rates();
    return {
      fees: rates.fees,
      tax_rates: rates.tax_rates,
      currency_rates: rates.currency_rates.map(({ currency, usd_per_unit_micros, updated_at }) => ({
        currency,
        usd_per_unit: usd_per_unit_micros / 1_000_000,
        updated_at,
      })),
    };
  }

  async saveMethod(fields: MethodFields): Promise<ShippingMethodDetail> {
    await this.requireWarehouse(fields.warehouse_id);
    const existing = await this.repository.methodRef(fields.code);
    if (existing && existing.warehouse_id !== fields.warehouse_id)
      throw new AppError('SHIPPING_METHOD_WAREHOUSE_FIXED');
    await this.repository.saveMethod(fields, this.now());
    return this.method(fields.code);
  }

  async saveRateCard(code: string, zones: RateZone[]): Promise<ShippingMethodDetail> {
    const method = await this.requireMethod(code);
    const problems: FieldProblem[] = [];
    const seen = new Set<string>();
    const placed: PlacedArea[] = [];
    zones.forEach((zone, z) => {
      if (seen.has(zone.zone))
        problems.push({ field: `zones.${z}.zone`, message: PROBLEMS.zoneTwice, params: { zone: zone.zone } });
      seen.add(zone.zone);
      breakProblems(zone, `zones.${z}`, problems);
      zone.areas.forEach((area, a) => {
        placed.push({ path: `zones.${z}.areas.${a}`, area, zone: zone.zone });
      });
    });
    const ranges = await checkAreas(placed, (country) => this.common.countryExists(country), problems);
    zoneClashes(ranges, problems);
    refuseIfAny(problems);
    const sorted = zones.map((zone) => ({ ...zone, breaks: [...zone.breaks].sort((a, b) => a.up_to_g - b.up_to_g) }));
    await this.repository.replaceRateCard(method.id, sorted, this.now());
    return this.method(code);
  }

  async saveSurcharge(code: string, id: number | undefined, surcharge: SurchargeFields): Promise<ShippingMethodDetail> {
    const method = await this.requireMethod(code);
    if (id !== undefined && !(await this.repository.surchargeOf(method.id, id)))
      throw new AppError('SURCHARGE_NOT_FOUND');
    const problems = surchargeProblems(surcharge);
    const placed = surcharge.areas.map((area, a) => ({ path: `areas.${a}`, area }));
    await checkAreas(placed, (country) => this.common.countryExists(country), problems);
    refuseIfAny(problems);
    await this.repository.saveSurcharge(method.id, id, surcharge, this.now());
    return this.method(code);
  }

  async deleteSurcharge(code: string, id: number): Promise<ShippingMethodDetail> {
    const method = await this.requireMethod(code);
    if (!(await this.repository.surchargeOf(method.id, id))) throw new AppError('SURCHARGE_NOT_FOUND');
    await this.repository.deleteSurcharge(method.id, id, this.now());
    return this.method(code);
  }

  async setEnabled(code: string, enabled: 0 | 1): Promise<ShippingMethodDetail> {
    const method = await this.requireMethod(code);
    if (enabled && !(await this.repository.hasRateCard(method.id))) throw new AppError('SHIPPING_METHOD_HAS_NO_RATES');
    await this.repository.setEnabled(method.id, enabled, this.now());
    return this.method(code);
  }

  async saveFee(fee: WarehouseFee): Promise<WarehouseFee> {
    await this.requireWarehouse(fee.warehouse_id);
    const used = FEE_COLUMNS[fee.code];
    const problems: FieldProblem[] = (['per_order', 'per_extra', 'percent_bp', 'threshold', 'minimum'] as const)
      .filter((column) => fee[column] !== 0 && !used.includes(column))
      .map((column) => ({ field: column, message: PROBLEMS.feeColumnUnused, params: { code: fee.code } }));
    refuseIfAny(problems);
    await this.repository.saveFee(fee, this.now());
    return fee;
  }

  async saveTaxRate(rate: TaxRate): Promise<TaxRate> {
    const problems: FieldProblem[] = [];
    if (!(await this.common.countryExists(rate.country))) problems.push({ field: 'country', message: 'v.country' });
    if (rate.region !== '' && rate.tax !== 'br_icms')
      problems.push({ field: 'region', message: PROBLEMS.regionOnlyIcms });
    refuseIfAny(problems);
    await this.repository.saveTaxRate(rate, this.now());
    return rate;
  }

  async saveCurrencyRate(currency: QuoteCurrency, usdPerUnit: number) {
    const at = this.now();
    const micros = Math.round(usdPerUnit * 1_000_000);
    await this.repository.saveCurrencyRate(currency, micros, at);
    return { currency, usd_per_unit: micros / 1_000_000, updated_at: at };
  }

  private async method(code: string): Promise<ShippingMethodDetail> {
    const [methods, warehouses] = await Promise.all([this.repository.methods({ code }), this.reference.warehouses()]);
    const method = methods[0];
    if (!method) throw new AppError('SHIPPING_METHOD_NOT_FOUND');
    return detail(method, warehouses);
  }

  private async requireMethod(code: string): Promise<{ id: number; warehouse_id: number }> {
    const method = await this.repository.methodRef(code);
    if (!method) throw new AppError('SHIPPING_METHOD_NOT_FOUND');
    return method;
  }

  private async requireWarehouse(id: number): Promise<void> {
    const warehouses = await this.reference.warehouses();
    if (!warehouses.some((warehouse) => warehouse.id === id)) {
      throw new AppError('VALIDATION_FAILED', { fields: [{ field: 'warehouse_id', message: 'v.unknownChoice' }] });
    }
  }

  private now(): string {
    return this.clock.now().toISOString();
  }
}

function refuseIfAny(problems: FieldProblem[]): void {
  if (problems.length) throw new AppError('VALIDATION_FAILED', { fields: problems });
}

function detail(method: StoredMethod, warehouses: Warehouse[]): ShippingMethodDetail {
  const { id: _id, ...fields } = method;
  return { ...fields, warehouse_code: warehouses.find((w) => w.id === method.warehouse_id)?.code ?? '' };
}

function breakProblems(zone: RateZone, path: string, problems: FieldProblem[]): void {
  const breaks = [...zone.breaks].sort((a, b) => a.up_to_g - b.up_to_g);
  for (let i = 1; i < breaks.length; i += 1) {
    const [lighter, heavier] = [breaks[i - 1], breaks[i]];
    if (!lighter || !heavier) continue;
    if (lighter.up_to_g === heavier.up_to_g) {
      problems.push({ field: `${path}.breaks`, message: PROBLEMS.breakTwice, params: { grams: heavier.up_to_g } });
    } else if (heavier.price < lighter.price) {
      problems.push({ field: `${path}.breaks`, message: PROBLEMS.breakCheaper, params: { grams: heavier.up_to_g } });
    }
  }
  if ((zone.extra_step_g === null) !== (zone.extra_step_price === null)) {
    problems.push({ field: `${path}.extra_step_price`, message: PROBLEMS.extraStepPair });
  }
}

function surchargeProblems(surcharge: Omit<Surcharge, 'id'>): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const limits = [
    surcharge.over_longest_cm,
    surcharge.over_girth_cm,
    surcharge.over_length_girth_cm,
    surcharge.over_weight_g,
  ];
  const hasLimit = limits.some((limit) => limit !== null);
  const hasDates = surcharge.starts_on !== null || surcharge.ends_on !== null;
  if (surcharge.kind === 'remote_area' && surcharge.areas.length === 0) {
    problems.push({ field: 'areas', message: PROBLEMS.remoteNeedsAreas });
  }
  if (surcharge.kind !== 'remote_area' && surcharge.areas.length > 0) {
    problems.push({ field: 'areas', message: PROBLEMS.onlyRemoteHasAreas });
  }
  if (surcharge.kind === 'oversize' && !hasLimit)
    problems.push({ field: 'over_longest_cm', message: PROBLEMS.oversizeNeedsLimit });
  if (surcharge.kind !== 'oversize' && hasLimit)
    problems.push({ field: 'over_longest_cm', message: PROBLEMS.onlyOversizeHasLimits });
  if (surcharge.kind === 'peak_season') {
    if (surcharge.starts_on === null || surcharge.ends_on === null) {
      problems.push({ field: 'starts_on', message: PROBLEMS.peakNeedsDates });
    } else if (surcharge.ends_on < surcharge.starts_on) {
      problems.push({ field: 'ends_on', message: PROBLEMS.peakBackwards });
    }
  } else if (hasDates) {
    problems.push({ field: 'starts_on', message: PROBLEMS.onlyPeakHasDates });
  }
  if (surcharge.fixed === 0 && surcharge.per_kg === 0 && surcharge.freight_bp === 0 && surcharge.minimum === 0) {
    problems.push({ field: 'fixed', message: PROBLEMS.chargesNothing });
  }
  return problems;
}
