import type { QuoteParcelBody, Shipment, Tariff, TaxRates } from '@portal/contract';
import type { ShippingAdminService } from './shipping-admin-service';

/**
 * The tariff every merchant reads: a warehouse's enabled methods with their cards and surcharges and
 * its handling fees, and the tax and currency rates quotes apply, straight from the rate tables the engine compiles (never a copy).
 */
export async function readTariff(admin: ShippingAdminService, warehouseId: number): Promise<Tariff> {
  const [methods, settings] = await Promise.all([admin.listMethods(warehouseId), admin.listRateSettings()]);
  return {
    methods: methods.filter((method) => method.enabled === 1).map(({ enabled: _enabled, ...method }) => method),
    fees: settings.fees.filter((fee) => fee.warehouse_id === warehouseId),
  };
}

export async function readTaxRates(admin: ShippingAdminService): Promise<TaxRates> {
  const { tax_rates, currency_rates } = await admin.listRateSettings();
  return { tax_rates, currency_rates };
}

/**
 * The tariff calculator's parcel as the shipment an order of one unit of such a SKU would be quoted
 * as: one line at the declared value, no consumables, no tax numbers, no other goods that day.
 */
export function parcelShipment(body: QuoteParcelBody): Shipment {
  return {
    warehouse_id: body.warehouse_id,
    destination: body.destination,
    lines: [
      {
        sku: 'PARCEL',
        quantity: 1,
        unit_price: body.declared_value,
        weight_g: body.weight_g,
        length_cm: body.length_cm,
        width_cm: body.width_cm,
        height_cm: body.height_cm,
        dangerous: body.dangerous,
      },
    ],
    consumables: [],
    tax_codes: { vat: '', ioss: '', gst: '', icms: '' },
    recipient_day_value: 0,
  };
}
