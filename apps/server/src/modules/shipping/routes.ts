import { shipping } from '@portal/contract';
import type { Core } from '../../core';
import { type RouteBinding, route } from '../../http/route';
import { commonApi } from '../common';
import { productReferenceApi } from '../product-reference';
import { ShippingAdminService } from './shipping-admin-service';
import { shippingRatesOf } from './shipping-rates-of';
import { ShippingRepository } from './shipping-repository';
import { parcelShipment, readTariff, readTaxRates } from './tariff';

/** Merchants read the methods and the tariff and quote a parcel; staff (ops-key) edit the rate data and preview quotes. */
export function shippingRoutes(core: Core): RouteBinding[] {
  const rates = shippingRatesOf(core);
  const admin = new ShippingAdminService(
    new ShippingRepository(core.db),
    productReferenceApi(core),
    commonApi(core),
    core.clock,
  );
  return [
    route(shipping.getMethodList, ({ query }) => rates.methodsOf(query.warehouse_id)),
    route(shipping.getTariff, ({ query }) => readTariff(admin, query.warehouse_id)),
    route(shipping.getTaxRates, () => readTaxRates(admin)),
    route(shipping.quoteParcel, ({ body, lang }) => rates.quote(parcelShipment(body), { lang })),
    route(shipping.listMethods, ({ query }) => admin.listMethods(query.warehouse_id)),
    route(shipping.listRateSettings, () => admin.listRateSettings()),
    route(shipping.saveMethod, ({ body }) => admin.saveMethod(body)),
    route(shipping.saveRateCard, ({ body }) => admin.saveRateCard(body.method_code, body.zones)),
    route(shipping.saveSurcharge, ({ body }) => {
      const { method_code, id, ...surcharge } = body;
      return admin.saveSurcharge(method_code, id, surcharge);
    }),
    route(shipping.deleteSurcharge, ({ body }) => admin.deleteSurcharge(body.method_code, body.id)),
    route(shipping.setMethodEnabled, ({ body }) => admin.setEnabled(body.method_code, body.enabled)),
    route(shipping.saveFee, ({ body }) => admin.saveFee(body)),
    route(shipping.saveTaxRate, ({ body }) => admin.saveTaxRate(body)),
    route(shipping.saveCurrencyRate, ({ body }) => admin.saveCurrencyRate(body.currency, body.usd_per_unit)),
    route(shipping.previewQuote, async ({ body, lang }) => {
      const at = body.date ? new Date(`${body.date}T12:00:00.000Z`) : undefined;
      if (body.parcel) {
        const methodCode = body.method_code ?? '';
        return [await rates.finalFee(body.shipment, body.parcel, { lang, methodCode, at })];
      }
      return rates.quote(body.shipment, { lang, methodCode: body.method_code, at });
    }),
  ];
}
