import {
  type Lang,
  STATEMENT_MAX_TRANSACTIONS,
  type StatementSummary,
  WALLET_TRANSACTION_TYPES,
  type WalletTransactionType,
} from '@portal/contract';
import { AppError } from '../../../kernel/app-error';
import type { FileDownload } from '../../../kernel/files';
import type { TenantScope, Viewer } from '../../../kernel/viewer';
import type { Clock } from '../../../platform/clock';
import type { FileTaskLimit } from '../../../platform/heavy-work/file-task-limit';
import type { HeavyWorkPool } from '../../../platform/heavy-work/heavy-work-pool';
import { asBuffer } from '../../../platform/heavy-work/serve-tasks';
import { workerEntry } from '../../../platform/heavy-work/worker-entry';
import { writeXlsxInWorker } from '../../../platform/xlsx/write-xlsx-in-worker';
import type { OrderBillingReads } from '../../order';
import type { WalletReads, WalletTransaction } from '../../wallet';
import { orderIdsOf, orderOf } from '../billing-rows';
import type { RenderStatementTask } from './render-statement.worker';
import type { StatementDocument, StatementGroup } from './statement-document';
import { closedMonth, closedMonthsSince } from './statement-month';
import { statementSheet } from './statement-sheet';

const RENDER_STATEMENT = workerEntry('modules/billing/statement/render-statement.worker.ts');

const typeOrder = (type: WalletTransactionType) => WALLET_TRANSACTION_TYPES.indexOf(type);

export interface StatementDeps {
  wallet: WalletReads;
  orders: OrderBillingReads;
  heavyWork: HeavyWorkPool;
  fileTasks: FileTaskLimit;
  clock: Clock;
}

/**
 * The monthly statement of a closed month (UTC): opening balance (what the last transaction before
 * it left), every transaction grouped by bill type with subtotals, closing balance (what its last
 * transaction left), so opening + Σ subtotals = closing as long as the ledger's running balance is
 * right. Files are made in the heavy-work pool while the merchant holds one of its file-task slots.
 */
export class Statements {
  constructor(private readonly deps: StatementDeps) {}

  async months(scope: TenantScope): Promise<{ months: string[] }> {
    return { months: closedMonthsSince(await this.deps.wallet.firstAt(scope), this.deps.clock.now()) };
  }

  async summary(scope: TenantScope, monthText: string): Promise<StatementSummary> {
    const month = closedMonth(monthText, this.deps.clock.now());
    // A merchant reading a month's statement often downloads it next: the PDF worker loads now, on
    // the other core, so that download does not wait for pdf-lib and the font (≈ 2.5 s of CPU cold).
    this.deps.heavyWork.preload(RENDER_STATEMENT, { kind: 'warm' } satisfies RenderStatementTask);
    const totals = await this.deps.wallet.totals(scope, month.from, month.to);
    const groups = totals.byType
      .map((group) => ({ type: group.type, count: group.count, subtotal: group.sum }))
      .sort((a, b) => typeOrder(a.type) - typeOrder(b.type));
    return {
      month: month.month,
      currency: 'USD',
      opening_balance: totals.opening,
      closing_balance: totals.closing,
      credits: totals.byType.reduce((sum, g) => sum + Math.max(0, g.sum), 0),
      debits: totals.byType.reduce((sum, g) => sum + Math.min(0, g.sum), 0),
      groups,
    };
  }

  async download(viewer: Viewer, monthText: string, format: 'xlsx' | 'pdf', lang: Lang): Promise<FileDownload> {
    const month = closedMonth(monthText, this.deps.clock.now());
    const file = await this.deps.fileTasks.run(viewer.customerId, async () => {
      const doc = await this.document(viewer, month, lang);
      if (format === 'xlsx') return writeXlsxInWorker(this.deps.heavyWork, viewer.customerId, [statementSheet(doc)]);
      const task: RenderStatementTask = { kind: 'statement', doc };
      const pdf = await this.deps.heavyWork.run<Uint8Array>(RENDER_STATEMENT, task, { owner: viewer.customerId });
      return asBuffer(pdf);
    });
    return { fileName: `statement-${month.month}.${format}`, file };
  }

  /** Loads the PDF worker now (start-up), not when the first merchant asks for a statement. */
  warm(): Promise<boolean> {
    const task: RenderStatementTask = { kind: 'warm' };
    return this.deps.heavyWork.warm(RENDER_STATEMENT, task);
  }

  private async document(
    viewer: Viewer,
    month: { month: string; from: string; to: string },
    lang: Lang,
  ): Promise<StatementDocument> {
    const period = await this.deps.wallet.period(viewer, month.from, month.to, STATEMENT_MAX_TRANSACTIONS);
    if (period.truncated) {
      throw new AppError('STATEMENT_TOO_LARGE', { params: { month: month.month, max: STATEMENT_MAX_TRANSACTIONS } });
    }
    const orders = await this.deps.orders.byIds(viewer, orderIdsOf(period.transactions));
    const referenceOf = (t: WalletTransaction): string => {
      const order = orderOf(t, orders);
      if (order) return [order.systemOrderId, order.platformOrderNo].filter(Boolean).join(' / ');
      return t.reference ? `${t.reference.type} #${t.reference.id}` : '';
    };
    const byType = new Map<WalletTransactionType, StatementGroup>();
    for (const t of period.transactions) {
      const group = byType.get(t.type) ?? { type: t.type, lines: [], subtotal: 0 };
      group.lines.push({
        id: t.id,
        createdAt: t.createdAt,
        reference: referenceOf(t),
        remark: t.remark,
        amount: t.amount,
        balanceAfter: t.balanceAfter,
      });
      group.subtotal += t.amount;
      byType.set(t.type, group);
    }
    return {
      month: month.month,
      customerId: viewer.customerId,
      opening: period.opening,
      closing: period.closing,
      groups: [...byType.values()].sort((a, b) => typeOrder(a.type) - typeOrder(b.type)),
      generatedAt: this.deps.clock.now().toISOString(),
      lang,
    };
  }
}
