import { LANGS, type Lang, WARNING_EMAIL_BATCH_MINUTES } from '@portal/contract';
import type { Core } from '../../core';
import { transaction } from '../../db/transaction';
import { everyMinutes } from '../../platform/jobs/schedule';
import type { ScheduledJob } from '../../platform/jobs/scheduled-job';
import { inventoryStatistics } from '../inventory';
import { packagingApi } from '../product';
import { productReferenceApi } from '../product-reference';
import type { WarningEmailRepository } from './warning-email-repository';
import { alertMail, lowStockMail } from './warning-mail';

/** Merchants handled per run; the rest wait for the next minute. */
const MERCHANTS_PER_RUN = 200;
/** Alerts in one mail: a burst beyond it goes out in the next batches. */
const ALERTS_PER_MAIL = 200;
/** Lines a digest lists; the mail says how many more the inventory list shows. */
const DIGEST_LINES = 50;

async function mailLang(core: Pick<Core, 'accounts'>, customerId: number): Promise<Lang> {
  const lang = await core.accounts.mainLang(customerId);
  return LANGS.find((known) => known === lang) ?? 'en';
}

/**
 * `warning-email.send`: every minute, each merchant with alerts waiting whose last batch went out at
 * least `WARNING_EMAIL_BATCH_MINUTES` ago gets one mail per address, listing the alerts of the kinds
 * that address takes. Alerts of a merchant whose warning e-mails were switched off since are dropped.
 * A failed send leaves the alerts waiting, so they go out at the next run (an address may then get
 * a batch twice; none is lost).
 */
export function sendWarningEmailsJob(core: Core, store: WarningEmailRepository): ScheduledJob {
  return {
    name: 'warning-email.send',
    schedule: everyMinutes(1),
    async run(now, signal) {
      const at = now.toISOString();
      const lastBy = new Date(now.getTime() - WARNING_EMAIL_BATCH_MINUTES * 60_000).toISOString();
      let mails = 0;
      let merchants = 0;
      for (const customerId of await store.customersDue(lastBy, MERCHANTS_PER_RUN)) {
        signal.throwIfAborted();
        const [flags, recipients, alerts] = await Promise.all([
          core.customers.flags(customerId),
          store.recipients(customerId),
          store.pending(customerId, ALERTS_PER_MAIL),
        ]);
        if (flags?.warning_email_enabled) {
          const lang = await mailLang(core, customerId);
          for (const recipient of recipients) {
            const theirs = alerts.filter((alert) => recipient.types.includes(alert.type));
            if (!theirs.length) continue;
            await core.mailer.send(alertMail(recipient.email, theirs, lang, core.config.publicUrl));
            mails++;
          }
        }
        const ids = alerts.map((alert) => alert.id);
        await transaction(core.db, (tx) => store.markMailed(tx, customerId, ids, at));
        merchants++;
      }
      return { merchants, mails };
    },
  };
}

/**
 * `warning-email.digest`: every ten minutes, merchants whose digest hour (UTC) it is and whose digest
 * was not made today get, at each address taking `low_stock`, the SKUs whose available stock is below
 * their warning quantity and the items of their own packaging below theirs. No mail when none is; the
 * day is marked made either way.
 */
export function lowStockDigestJob(core: Core, store: WarningEmailRepository): ScheduledJob {
  const stock = inventoryStatistics(core);
  const boxes = packagingApi(core);
  const reference = productReferenceApi(core);
  return {
    name: 'warning-email.digest',
    schedule: everyMinutes(10),
    async run(now, signal) {
      const day = now.toISOString().slice(0, 10);
      let mails = 0;
      const due = await store.digestsDue(now.getUTCHours(), day, MERCHANTS_PER_RUN);
      const warehouses = due.length ? await reference.warehouses() : [];
      for (const customerId of due) {
        signal.throwIfAborted();
        const flags = await core.customers.flags(customerId);
        const takers = (await store.recipients(customerId)).filter((recipient) =>
          recipient.types.includes('low_stock'),
        );
        if (flags?.warning_email_enabled && takers.length) {
          const scope = { customerId };
          const catalogue = core.skuCatalogue.of({ customerId });
          const [total, lines, packaging] = await Promise.all([
            stock.belowWarning(scope, catalogue),
            stock.belowWarningLines(scope, catalogue, DIGEST_LINES),
            boxes.lowStock(scope),
          ]);
          if (total > 0 || packaging.length) {
            const lang = await mailLang(core, customerId);
            const warehouseName = (id: number) => {
              const warehouse = warehouses.find((w) => w.id === id);
              return (lang === 'zh_CN' ? warehouse?.name_cn : warehouse?.name_en) ?? String(id);
            };
            const low = {
              total,
              lines: lines.map((line) => ({
                sku: line.sku,
                warehouse: warehouseName(line.warehouseId),
                available: line.available,
                warning_quantity: line.warningQuantity,
              })),
              packaging: packaging.slice(0, DIGEST_LINES).map((line) => ({
                code: line.code,
                warehouse: warehouseName(line.warehouseId),
                available: line.available,
                warning_quantity: line.warningQuantity,
              })),
            };
            for (const taker of takers) {
              await core.mailer.send(lowStockMail(taker.email, low, lang, core.config.publicUrl));
              mails++;
            }
          }
        }
        await store.markDigested(customerId, day);
      }
      return { merchants: due.length, mails };
    },
  };
}
