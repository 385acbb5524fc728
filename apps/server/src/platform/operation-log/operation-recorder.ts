import { performance } from 'node:perf_hooks';
import {
  errorMessage,
  isLogged,
  type Lang,
  type OperationDef,
  type OperationMenu,
  type OperationSource,
  USER_AGENT_MAX_CHARS,
} from '@portal/contract';
import type { CommitHook } from '../../db/commit-hook';
import type { Db, Tx } from '../../db/handles';
import { transaction } from '../../db/transaction';
import type { Clock } from '../clock';
import { type LogEntryRow, OperationLogRepository } from './operation-log-repository';

/** Who a logged request acted for and as. */
export interface LoggedCaller {
  customerId: number;
  /** 0 for the API key and staff. */
  accountId: number;
  /** The account's e-mail, or the API key's or staff member's label. */
  label: string;
  kind: 'main' | 'sub' | '';
  source: OperationSource;
}

/** An account as a public request's handler learns it (signing in, registering, a reset link). */
export interface LoggableAccount {
  id: number;
  customer_id: number;
  email: string;
  is_main: unknown;
}

/** A signed-in account as the log names it, for a request that names it itself (signing in). */
export function accountCaller(account: LoggableAccount): LoggedCaller {
  return {
    customerId: account.customer_id,
    accountId: account.id,
    label: account.email,
    kind: account.is_main ? 'main' : 'sub',
    source: 'web',
  };
}

/** What the request was: its operation, address and input as sent, and where it came from. */
export interface LoggedRequest {
  operation: OperationDef;
  method: string;
  url: string;
  /** The input as sent (path, query and body), masked and cut: written only for a logged request. */
  params: () => string;
  ip: string;
  userAgent: string;
  lang: Lang;
}

/**
 * Starts a recording for each logged request (every write, `isLogged`): the route layer opens it
 * once it knows the caller, the request's transactions write its entry through the commit hook, and
 * the route layer closes it with the result (docs/server/operation-log.md).
 */
export class OperationRecorder {
  private readonly entries: OperationLogRepository;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {
    this.entries = new OperationLogRepository(db);
  }

  begin(request: LoggedRequest, caller: LoggedCaller | undefined): Recording | undefined {
    if (!isLogged(request.operation)) return undefined;
    return new Recording(this.db, this.entries, this.clock, request, caller);
  }
}

/**
 * One request's entry. Written by the first transaction the handler commits (with the change, as
 * its last statement); a request that commits none (a refusal, a write of a single statement) gets
 * its entry when it ends. A request whose caller is not known (a failed sign-in to an unknown
 * address, a staff call naming no merchant) is not logged.
 */
export class Recording implements CommitHook {
  private caller: LoggedCaller | undefined;
  private entryId: number | undefined;
  private writing = false;
  private readonly started = performance.now();
  private readonly at: string;
  private readonly params: string;

  constructor(
    private readonly db: Db,
    private readonly entries: OperationLogRepository,
    clock: Clock,
    private readonly request: LoggedRequest,
    caller: LoggedCaller | undefined,
  ) {
    this.caller = caller;
    this.at = clock.now().toISOString();
    this.params = request.params();
  }

  /** Names the caller of a request that had none when it began (signing in names its account). */
  identify(caller: LoggedCaller): void {
    this.caller ??= caller;
  }

  async beforeCommit(tx: Tx): Promise<void> {
    if (!this.caller || this.writing || this.entryId !== undefined) return;
    this.writing = true;
    try {
      this.entryId = await this.entries.insert(this.row(0, errorMessage('OK', this.request.lang)), tx);
    } finally {
      this.writing = false;
    }
  }

  async succeeded(): Promise<void> {
    if (!this.caller || this.entryId !== undefined) return;
    await this.writeAlone(0, errorMessage('OK', this.request.lang));
  }

  /** A refusal or a failure: the change rolled back, so the entry is written on its own (or corrected). */
  async failed(code: number, msg: string): Promise<void> {
    if (!this.caller) return;
    const id = this.entryId;
    if (
      id !== undefined &&
      (await this.entries.settle(id, { result_code: code, result_msg: msg, duration_ms: this.duration() }))
    ) {
      return;
    }
    await this.writeAlone(code, msg);
  }

  private async writeAlone(code: number, msg: string): Promise<void> {
    // Marked as writing: were a commit hook still current, it must not write the entry twice.
    this.writing = true;
    try {
      this.entryId = await transaction(this.db, (tx) => this.entries.insert(this.row(code, msg), tx));
    } finally {
      this.writing = false;
    }
  }

  private duration(): number {
    return Math.round(performance.now() - this.started);
  }

  private row(code: number, msg: string): LogEntryRow {
    const caller = this.caller as LoggedCaller;
    const { operation } = this.request;
    return {
      customer_id: caller.customerId,
      account_id: caller.accountId,
      account_email: caller.label,
      account_kind: caller.kind,
      source: caller.source,
      menu: menuOf(operation),
      operation: operation.id,
      method: this.request.method,
      url: this.request.url,
      params: this.params,
      result_code: code,
      result_msg: msg,
      duration_ms: this.duration(),
      ip: this.request.ip,
      user_agent: this.request.userAgent.slice(0, USER_AGENT_MAX_CHARS),
      created_at: this.at,
    };
  }
}

/** The menus of the staff's areas, which need no merchant right and so name none. */
const STAFF_MENUS: Record<string, OperationMenu> = {
  opsOrder: 'order',
  opsInbound: 'inbound',
  opsLossOrder: 'inventory',
  opsTopUp: 'topup',
  opsBilling: 'billing',
  opsStorageFee: 'billing',
};

/** The menu an operation is listed under: its permission's area (a staff area's merchant area); `account` for the rest. */
export function menuOf(operation: Pick<OperationDef, 'permission' | 'id'>): OperationMenu {
  if (operation.permission) return operation.permission;
  return STAFF_MENUS[operation.id.split('.')[0] ?? ''] ?? 'account';
}
