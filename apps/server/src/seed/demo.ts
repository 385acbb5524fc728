import type { Grant } from '@portal/contract';
import { sql, type Transaction } from 'kysely';
import type { Core } from '../core';
import { withAdvisoryLock } from '../db/advisory-lock';
import { queryBuilder } from '../db/query-builder';
import { hashPassword } from '../identity/password';
import { seedDemoBillingHistory } from './demo-billing';
import { seedDemoGuidelines } from './demo-guidelines';
import { seedDemoHistory } from './demo-history';
import { seedDemoInbound } from './demo-inbound';
import { DEMO_LOGINS, DEMO_PASSWORD } from './demo-logins';
import { seedDemoOrders } from './demo-orders';
import { seedDemoProducts } from './demo-products';
import { seedDemoStorageFees } from './demo-storage-fees';

/** The demo sub-account: a colleague who keeps the SKUs and watches the stock, and may export both. */
const DEMO_SUB_GRANT: Grant = { areas: { product: 'manage', inventory: 'manage' }, export: true };

import { openDemoSurveyCampaigns } from '../modules/survey';
import { staffActor } from '../platform/actor';
import { seedDemoParcels } from './demo-parcels';
import { seedDemoTopUps } from './demo-top-ups';
import { seedDemoWallets } from './demo-wallets';
import type { SeedTables } from './seed-tables';

/** One hash for the shared demo password: scrypt at OWASP cost is slow on purpose. */
let demoHash: Promise<string> | undefined;

/** The advisory lock instances seeding one PostgreSQL database take turns under (any constant of our own). */
const DEMO_SEED_LOCK = 7_310_023;

/**
 * Demo merchants, a sub-account, notices, contacts, SKUs with stock (demo-products.ts) and wallets (demo-wallets.ts). Idempotent: runs at every demo start-up
 * and adds only what is missing. Never runs in production. Instances started at once take turns
 * (an advisory lock): the second finds the first's data and adds nothing.
 */
export function seedDemoData(core: Core): Promise<void> {
  return withAdvisoryLock(core.db, DEMO_SEED_LOCK, () => seedDemo(core));
}

async function seedDemo(core: Core): Promise<void> {
  const db = queryBuilder<SeedTables>(core.db);
  const existing = await db.selectFrom('customers').select('id').where('id', 'in', [10001, 10002]).execute();
  if (existing.length === 2) return seedRest(core);
  demoHash ??= hashPassword(DEMO_PASSWORD);
  const passwordHash = await demoHash;
  const at = core.clock.now().toISOString();

  await db.transaction().execute(async (trx) => {
    const merchants = [
      { id: 10001, name: 'Demo Merchant', email: DEMO_LOGINS.main, country: 'CN', company: 'Demo Trading Co., Ltd.' },
      { id: 10002, name: 'Other Merchant', email: DEMO_LOGINS.other, country: 'US', company: 'Other Goods LLC' },
    ].filter((m) => !existing.some((e) => e.id === m.id));
    for (const m of merchants) {
      await trx
        .insertInto('customers')
        .values({
          id: m.id,
          name: m.name,
          email: m.email,
          platform_type: 1,
          phone: '+86 755 8888 0000',
          country: m.country,
          currency: 'USD',
          company_name: m.company,
          api_key: null,
          api_key_hash: null,
          show_true_tracking_number: 0,
          warning_quantity_enabled: 0,
          scan_barcode_enabled: 0,
          warning_email_enabled: 0,
          app_down_button_is_display: m.id === 10001 ? 1 : 0,
          created_at: at,
          updated_at: at,
        })
        .execute();
      const [first, last] = m.name.split(' ');
      await trx
        .insertInto('accounts')
        .values({
          customer_id: m.id,
          is_main: 1,
          account_type: 'main',
          email: m.email,
          password_hash: passwordHash,
          first_name: first ?? m.name,
          last_name: last ?? '',
          // As a registration does: the main account's profile starts with the merchant's phone.
          phone: '+86 755 8888 0000',
          status: 'active',
          permissions: '[]',
          guide_type_3: 0,
          created_at: at,
          updated_at: at,
        })
        .execute();
      const contacts = [
        {
          role: 'sales_manager',
          name: 'Lily Chen',
          email: 'lily.chen@provider.test',
          phone: '+86 755 2100 0001',
          wechat: 'lily_sales',
        },
        {
          role: 'account_manager',
          name: 'Kevin Wang',
          email: 'kevin.wang@provider.test',
          phone: '+86 755 2100 0002',
          wechat: 'kevin_am',
        },
        {
          role: 'customer_service',
          name: 'Grace Liu',
          email: 'service@provider.test',
          phone: '+86 400 800 1234',
          wechat: 'provider_cs',
        },
      ] as const;
      await trx
        .insertInto('contacts')
        .values(contacts.map((c, sort) => ({ ...c, customer_id: m.id, sort })))
        .execute();
      if (m.id === 10001) {
        await trx
          .insertInto('accounts')
          .values({
            customer_id: 10001,
            is_main: 0,
            account_type: 'insider',
            email: DEMO_LOGINS.sub,
            password_hash: passwordHash,
            first_name: 'Sam',
            last_name: 'Sub',
            status: 'active',
            permissions: JSON.stringify(DEMO_SUB_GRANT),
            guide_type_3: 1,
            created_at: at,
            updated_at: at,
          })
          .execute();
      }
    }
    if (core.db.engine === 'postgres') {
      await sql`select setval(pg_get_serial_sequence('customers', 'id'), (select max(id) from customers))`.execute(trx);
    }
    const hasNotices = await trx.selectFrom('notices').select('id').limit(1).executeTakeFirst();
    if (!hasNotices) await seedNotices(trx, at);
  });
  await seedRest(core);
}

/** What hangs off the demo merchants: SKUs with their stock, a year of history (demo-history.ts), wallets, orders, inbound bookings, top-ups and self-service parcel orders in every status, the storage fees of the last days, and the warehouses' inbound guidelines. */
async function seedRest(core: Core): Promise<void> {
  await seedDemoProducts(core);
  // First into the wallet: the months before this one (the billing history below then finds the wallet used).
  await seedDemoHistory(core, core.config.demoHistoryMonths);
  await seedDemoBillingHistory(core);
  await seedDemoWallets(core);
  // Before the orders: the fees of past days come before today's in the ledger, by time as by id.
  await seedDemoStorageFees(core);
  await seedDemoOrders(core);
  await seedDemoInbound(core);
  await seedDemoTopUps(core);
  await seedDemoParcels(core);
  await seedDemoGuidelines(core);
  // The customs survey and the tax opinions collection each with an open campaign to answer.
  await openDemoSurveyCampaigns(core, staffActor('Demo seed'));
}

async function seedNotices(trx: Transaction<SeedTables>, at: string) {
  const day = 86_400_000;
  const now = Date.parse(at);
  const notices = [
    {
      title: 'Warehouse opening hours during the Spring Festival',
      meta_title: 'Holiday schedule',
      description:
        '<p>Our warehouses close from <b>February 14</b> to <b>February 20</b>. Orders received during the holiday are shipped from February 21.</p>',
      publish_on_time: new Date(now - 30 * day).toISOString(),
    },
    {
      title: 'New shipping method: US Ground Economy',
      meta_title: 'Shipping',
      description:
        '<p>US Ground Economy is now available for parcels up to 30 kg. See the tariff description for rates.</p>',
      publish_on_time: new Date(now - 10 * day).toISOString(),
    },
    {
      title: 'Peak season surcharge from December 1',
      meta_title: 'Fees',
      description:
        '<h3>Peak season surcharge</h3><p>From <b>December 1</b> a peak season surcharge plus fuel applies to all US and EU shipments.</p><ul><li>US: 0.30 USD per parcel</li><li>EU: 0.25 USD per parcel</li></ul><p>Please plan your inbound shipments early.</p>',
      publish_on_time: new Date(now - 60_000).toISOString(),
    },
  ];
  await trx
    .insertInto('notices')
    .values(notices.map((n) => ({ ...n, customer_id: null, created_at: at })))
    .execute();
  // The demo merchant has read all but the newest one, so the bell shows one unread notice.
  const main = await trx
    .selectFrom('accounts')
    .select(['id', 'customer_id'])
    .where('email', '=', DEMO_LOGINS.main)
    .executeTakeFirst();
  const older = await trx.selectFrom('notices').select('id').orderBy('publish_on_time', 'asc').limit(2).execute();
  if (main) {
    await trx
      .insertInto('notice_reads')
      .values(older.map((n) => ({ notice_id: n.id, account_id: main.id, customer_id: main.customer_id, read_at: at })))
      .execute();
  }
}
