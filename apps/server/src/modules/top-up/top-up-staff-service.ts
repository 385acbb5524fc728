import type { ContentOf, opsTopUp, ReceivingAccount, TopUpItem } from '@portal/contract';
import { minorUnitsText } from '@portal/contract';
import type { Db } from '../../db/database';
import { type Tx, transaction } from '../../db/transaction';
import { AppError } from '../../kernel/app-error';
import type { Actor } from '../../platform/actor';
import type { Clock } from '../../platform/clock';
import type { EventOutbox } from '../../platform/events/event-outbox';
import type { WalletApi } from '../wallet';
import type { FinanceRepository, ReceivingAccountRow } from './finance-repository';
import type { TopUpRepository, TopUpRow } from './top-up-repository';
import { STATUS_WORDS, toItem } from './top-up-view';
import { canonicalRate, creditedCents } from './usd-conversion';

type StepResult = ContentOf<typeof opsTopUp.confirmTopUp>;
type AccountInput = Omit<ReceivingAccount, 'id'>;

export interface TopUpStaffDeps {
  db: Db;
  topUps: TopUpRepository;
  finance: FinanceRepository;
  wallet: WalletApi;
  clock: Clock;
  /** A decision appends `topUp.decided` (docs/server/events.md). */
  events: Pick<EventOutbox, 'append'>;
}

function accountOf(row: ReceivingAccountRow): ReceivingAccount {
  return { ...row, enabled: row.enabled === 1 };
}

function stepResult(row: TopUpRow): StepResult {
  const item = toItem(row);
  return {
    top_up_no: item.top_up_no,
    status: item.status,
    received_amount: item.received_amount,
    usd_rate: item.usd_rate,
    credited_usd: item.credited_usd,
  };
}

/** Finance's steps: receiving accounts, daily rates, confirming or rejecting pending top-ups. */
export class TopUpStaffService {
  constructor(private readonly deps: TopUpStaffDeps) {}

  /** Whose top-up the number names (the operation log files finance's decision under it). */
  async merchantOf(topUpNo: string): Promise<number | undefined> {
    return (await this.deps.topUps.findByNumber(topUpNo))?.customer_id;
  }

  private today(): string {
    return this.deps.clock.now().toISOString().slice(0, 10);
  }

  private async pendingRecord(topUpNo: string): Promise<TopUpRow> {
    const row = await this.deps.topUps.findByNumber(topUpNo);
    if (!row) throw new AppError('TOP_UP_NOT_FOUND');
    if (row.status !== 'pending') throw this.notPending(row.status);
    return row;
  }

  private notPending(status: TopUpRow['status']): AppError {
    return new AppError('TOP_UP_NOT_PENDING', { params: { status: STATUS_WORDS[status] } });
  }

  async pending(page: {
    page: number;
    page_size: number;
  }): Promise<{ list: (TopUpItem & { customer_id: number })[]; total: number }> {
    const { rows, total } = await this.deps.topUps.pending({
      offset: (page.page - 1) * page.page_size,
      limit: page.page_size,
    });
    return { list: rows.map((row) => ({ ...toItem(row), customer_id: row.customer_id })), total };
  }

  /**
   * Pending → Received and the wallet credited in one transaction. The record is claimed by a
   * conditional update first: a second confirmation (another server, a retry) finds it no longer
   * pending and is refused, so the wallet is credited once.
   */
  async confirm(request: {
    topUpNo: string;
    receivedAmount: number;
    rateDate?: string;
    actor: Actor;
  }): Promise<StepResult> {
    const row = await this.pendingRecord(request.topUpNo);
    const rateDate = request.rateDate ?? this.today();
    const rate = row.currency === 'USD' ? '1' : await this.deps.finance.rate(row.currency, rateDate);
    if (!rate) throw new AppError('EXCHANGE_RATE_MISSING', { params: { currency: row.currency, date: rateDate } });
    const credited = creditedCents(request.receivedAmount, row.currency, rate);
    if (credited < 1) {
      throw new AppError('VALIDATION_FAILED', {
        fields: [{ field: 'received_amount', message: 'v.tooSmall', params: { min: 1 } }],
      });
    }
    const scope = { customerId: row.customer_id };
    await transaction(this.deps.db, async (tx) => {
      const at = this.deps.clock.now().toISOString();
      const claimed = await this.deps.topUps.markReceived(
        tx,
        scope,
        row.id,
        { receivedAmount: request.receivedAmount, usdRate: rate, rateDate, creditedUsd: credited },
        at,
      );
      if (!claimed) {
        const now = await this.deps.topUps.find(scope, row.id, tx);
        throw this.notPending(now?.status ?? 'received');
      }
      const received = `${minorUnitsText(request.receivedAmount, row.currency)} ${row.currency}`;
      await this.deps.wallet.credit(tx, scope, {
        amount: credited,
        type: 'top_up',
        reference: { type: 'top_up', id: row.id },
        actor: request.actor,
        remark: `${row.top_up_no}: ${received} × ${rate}`,
      });
      await this.deps.topUps.addHistory(
        tx,
        scope,
        { topUpId: row.id, status: 'received', actor: request.actor, note: `${received} × ${rate} (${rateDate})` },
        at,
      );
      await this.decided(tx, row, 'received', { credited_usd: credited, received_amount: request.receivedAmount });
    });
    return stepResult((await this.deps.topUps.find(scope, row.id)) ?? row);
  }

  async reject(request: { topUpNo: string; reason: string; actor: Actor }): Promise<StepResult> {
    const row = await this.pendingRecord(request.topUpNo);
    const scope = { customerId: row.customer_id };
    await transaction(this.deps.db, async (tx) => {
      const at = this.deps.clock.now().toISOString();
      if (!(await this.deps.topUps.markRejected(tx, scope, row.id, request.reason, at))) {
        const now = await this.deps.topUps.find(scope, row.id, tx);
        throw this.notPending(now?.status ?? 'rejected');
      }
      await this.deps.topUps.addHistory(
        tx,
        scope,
        { topUpId: row.id, status: 'rejected', actor: request.actor, note: request.reason },
        at,
      );
      await this.decided(tx, row, 'rejected', { reason: request.reason });
    });
    return stepResult((await this.deps.topUps.find(scope, row.id)) ?? row);
  }

  private decided(tx: Tx, row: TopUpRow, status: 'received' | 'rejected', facts: Record<string, unknown>) {
    return this.deps.events.append(tx, [
      {
        customerId: row.customer_id,
        type: 'topUp.decided',
        subject: row.id,
        payload: { top_up_id: row.id, top_up_no: row.top_up_no, status, currency: row.currency, ...facts },
      },
    ]);
  }

  async setRate(request: { currency: string; date: string; rate: string }) {
    const rate = canonicalRate(request.rate);
    const currency = request.currency as TopUpRow['currency'];
    await this.deps.finance.saveRate({
      currency,
      rate_date: request.date,
      usd_rate: rate,
      updated_at: this.deps.clock.now().toISOString(),
    });
    return { currency, date: request.date, rate };
  }

  async rates(date?: string) {
    const rows = await this.deps.finance.rates(date ?? this.today());
    return { list: rows.map((row) => ({ currency: row.currency, date: row.rate_date, rate: row.usd_rate })) };
  }

  async setAccount(input: AccountInput): Promise<ReceivingAccount> {
    const row = await this.deps.finance.saveAccount({
      ...input,
      enabled: input.enabled ? 1 : 0,
      updated_at: this.deps.clock.now().toISOString(),
    });
    return accountOf(row);
  }

  async accounts(): Promise<{ list: ReceivingAccount[] }> {
    const rows = await this.deps.finance.accounts({ enabledOnly: false });
    return { list: rows.map((row) => accountOf(row)) };
  }
}
