import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  type ContentOf,
  type ListResult,
  type ParsedQueryOf,
  type TopUpDetail,
  type TopUpItem,
  type topUp,
  topUpSubmitFieldsSchema,
  VOUCHER_MAX_BYTES,
} from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { transaction } from '../../db/transaction';
import { AppError } from '../../kernel/app-error';
import type { FileDownload } from '../../kernel/files';
import type { TenantScope, Viewer } from '../../kernel/viewer';
import type { Actor } from '../../platform/actor';
import type { Clock } from '../../platform/clock';
import type { HeavyWorkPool } from '../../platform/heavy-work/heavy-work-pool';
import { workerEntry } from '../../platform/heavy-work/worker-entry';
import type { RateLimiter } from '../../platform/rate-limiter';
import { newStorageKey, type UploadFileStore } from '../upload';
import type { FinanceRepository } from './finance-repository';
import type { TopUpQuery, TopUpRepository } from './top-up-repository';
import { toDetail, toItem } from './top-up-view';
import { VoucherGuard, voucherNameAccepted } from './voucher-guard';
import type { VoucherPart } from './voucher-part';

type Filters = ParsedQueryOf<typeof topUp.exportTopUp>;
type ListQuery = ParsedQueryOf<typeof topUp.getList>;
/** The enabled receiving accounts; the route adds the credit time in the request's language. */
type Accounts = ContentOf<typeof topUp.getReceivingAccounts>['accounts'];

export interface TopUpServiceDeps {
  db: Db;
  topUps: TopUpRepository;
  finance: FinanceRepository;
  vouchers: UploadFileStore;
  clock: Clock;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
  /** Vouchers a merchant may send per minute. */
  perMinute: number;
  heavyWork: HeavyWorkPool;
}

const SCAN_VOUCHER = workerEntry('modules/top-up/scan-voucher.worker.ts');

const DAY_MS = 86_400_000;
const NUMBER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function queryOf(filters: Omit<Filters, 'ids'> & { ids?: number[] }): TopUpQuery {
  return {
    topUpNo: filters.top_up_no || undefined,
    status: filters.status,
    currency: filters.currency,
    platform: filters.platform || undefined,
    createdFrom: filters.created_from && new Date(filters.created_from).toISOString(),
    createdTo: filters.created_to && new Date(filters.created_to).toISOString(),
    ids: filters.ids,
  };
}

/** What the merchant does with top-ups: reads where to pay, submits a voucher, reads the records. */
export class TopUpService {
  constructor(private readonly deps: TopUpServiceDeps) {}

  async receivingAccounts(query: { platform?: string; currency?: string }): Promise<Accounts> {
    const rows = await this.deps.finance.accounts({ ...query, enabledOnly: true });
    return rows.map(({ enabled: _enabled, updated_at: _updated, ...account }) => account);
  }

  /**
   * A Pending record from the form and its voucher: the fields are checked before a byte of the file
   * is stored, the file by its first bytes and size as it streams, then its hash against the
   * merchant's earlier vouchers (a unique index settles two submissions of one file racing).
   */
  async submit(viewer: Viewer, actor: Actor, part: VoucherPart): Promise<TopUpDetail> {
    const refuse = (error: AppError) => {
      part.stream.resume();
      return error;
    };
    const parsed = topUpSubmitFieldsSchema.safeParse(part.fields);
    if (!parsed.success) throw refuse(new AppError('VALIDATION_FAILED', { issues: parsed.error.issues }));
    const fields = parsed.data;
    if (!voucherNameAccepted(part.filename)) throw refuse(new AppError('VOUCHER_INVALID'));
    // A merchant east of UTC pays "today" while UTC is still yesterday: one day of leeway.
    const latest = new Date(this.deps.clock.now().getTime() + DAY_MS).toISOString().slice(0, 10);
    if (fields.payment_date > latest) throw refuse(new AppError('PAYMENT_DATE_FUTURE'));
    const [account] = await this.deps.finance.accounts({
      platform: fields.platform,
      currency: fields.currency,
      enabledOnly: true,
    });
    if (!account) throw refuse(new AppError('NO_RECEIVING_ACCOUNT'));
    try {
      await this.deps.limiter.hit(`top-up:${viewer.customerId}`, this.deps.perMinute, 60_000);
    } catch (error) {
      throw error instanceof AppError ? refuse(error) : error;
    }

    const guard = new VoucherGuard(VOUCHER_MAX_BYTES);
    const temp = await this.receive(viewer.customerId, part, guard);
    const kind = guard.kind;
    if (part.truncated() || !kind) {
      await this.deps.vouchers.discard(temp);
      throw new AppError(kind ? 'VOUCHER_TOO_LARGE' : 'VOUCHER_INVALID');
    }
    if (await this.deps.topUps.voucherUsed(viewer, guard.sha256)) {
      await this.deps.vouchers.discard(temp);
      throw new AppError('VOUCHER_DUPLICATE');
    }
    if (kind.ext === 'pdf') await this.refuseActivePdf(viewer, temp);
    const key = newStorageKey(viewer.customerId, kind.ext);
    await this.deps.vouchers.commit(temp, key).catch(async (error: unknown) => {
      await this.deps.vouchers.discard(temp);
      this.deps.log.error({ err: error }, 'storing a voucher failed');
      throw new AppError('UPLOAD_FAILED', { cause: error });
    });
    try {
      const id = await this.insert(viewer, actor, {
        platform: fields.platform,
        platform_name: account.platform_name,
        currency: fields.currency,
        amount: fields.amount,
        payment_date: fields.payment_date,
        remark: fields.remark,
        status: 'pending',
        reject_reason: '',
        voucher_key: key,
        voucher_name: part.filename.slice(0, 255),
        voucher_mime: kind.mime,
        voucher_size: guard.size,
        voucher_sha256: guard.sha256,
        account_id: viewer.accountId,
      });
      return this.detail(viewer, id);
    } catch (error) {
      await this.deps.vouchers.remove(key);
      if (error instanceof AppError) throw error;
      if (isUniqueViolation(error) && (await this.deps.topUps.voucherUsed(viewer, guard.sha256))) {
        throw new AppError('VOUCHER_DUPLICATE');
      }
      throw error;
    }
  }

  /** Finance opens vouchers: a PDF that runs scripts or carries files is refused, and not kept. */
  private async refuseActivePdf(viewer: Viewer, temp: string): Promise<void> {
    const found = await this.deps.heavyWork
      .run<string | null>(SCAN_VOUCHER, { path: temp }, { owner: viewer.customerId })
      .catch(async (error: unknown) => {
        await this.deps.vouchers.discard(temp);
        throw error;
      });
    if (!found) return;
    await this.deps.vouchers.discard(temp);
    this.deps.log.warn({ customerId: viewer.customerId, name: found }, 'voucher PDF with active content refused');
    throw new AppError('VOUCHER_ACTIVE_CONTENT');
  }

  /** One retry on the rare clash of a random number with another record's. */
  private async insert(
    viewer: Viewer,
    actor: Actor,
    row: Omit<Parameters<TopUpRepository['insert']>[2], 'top_up_no'>,
  ): Promise<number> {
    for (let attempt = 1; ; attempt++) {
      const at = this.deps.clock.now().toISOString();
      const topUpNo = this.newNumber();
      try {
        return await transaction(this.deps.db, async (tx) => {
          const id = await this.deps.topUps.insert(tx, viewer, { ...row, top_up_no: topUpNo }, at);
          await this.deps.topUps.addHistory(tx, viewer, { topUpId: id, status: 'pending', actor, note: '' }, at);
          return id;
        });
      } catch (error) {
        const numberTaken = isUniqueViolation(error) && (await this.deps.topUps.findByNumber(topUpNo));
        if (!numberTaken || attempt >= 3) throw error;
      }
    }
  }

  /** `TU` + the UTC day + 6 random characters (no 0/O, 1/I): a number a merchant can read out. */
  private newNumber(): string {
    const day = this.deps.clock.now().toISOString().slice(2, 10).replace(/-/g, '');
    const tail = Array.from({ length: 6 }, () => NUMBER_ALPHABET[randomInt(NUMBER_ALPHABET.length)]).join('');
    return `TU${day}${tail}`;
  }

  private async receive(customerId: number, part: VoucherPart, guard: VoucherGuard): Promise<string> {
    let inputFailed = false;
    part.stream.once('error', () => {
      inputFailed = true;
    });
    try {
      return await this.deps.vouchers.receive(customerId, part.stream, guard);
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (inputFailed) throw new AppError('PARAMETER_ERROR', { cause: error });
      this.deps.log.error({ err: error }, 'storing a voucher failed');
      throw new AppError('UPLOAD_FAILED', { cause: error });
    }
  }

  async list(scope: TenantScope, query: ListQuery): Promise<ListResult<TopUpItem>> {
    const filters = queryOf(query);
    const [rows, total] = await Promise.all([
      this.deps.topUps.list(scope, filters, { offset: (query.page - 1) * query.page_size, limit: query.page_size }),
      this.deps.topUps.count(scope, filters),
    ]);
    return { list: rows.map(toItem), total };
  }

  async matching(scope: TenantScope, filters: Filters, limit: number): Promise<{ rows: TopUpItem[]; total: number }> {
    const query = queryOf(filters);
    const [rows, total] = await Promise.all([
      this.deps.topUps.list(scope, query, { offset: 0, limit }),
      this.deps.topUps.count(scope, query),
    ]);
    return { rows: rows.map(toItem), total };
  }

  async detail(scope: TenantScope, id: number): Promise<TopUpDetail> {
    const row = await this.deps.topUps.find(scope, id);
    if (!row) throw new AppError('TOP_UP_NOT_FOUND');
    return toDetail(row, await this.deps.topUps.history(scope, id));
  }

  /** The voucher as stored, only to its own merchant. */
  async voucher(scope: TenantScope, id: number): Promise<FileDownload & { mime: string }> {
    const row = await this.deps.topUps.find(scope, id);
    if (!row) throw new AppError('TOP_UP_NOT_FOUND');
    const file = await readFile(this.deps.vouchers.pathOf(row.voucher_key)).catch((error: unknown) => {
      this.deps.log.error({ err: error, topUp: row.id }, 'a voucher file is missing');
      throw new AppError('NOT_FOUND', { cause: error });
    });
    const ext = row.voucher_key.split('.').at(-1) ?? 'pdf';
    return { fileName: `${row.top_up_no}.${ext}`, file, mime: row.voucher_mime };
  }
}
