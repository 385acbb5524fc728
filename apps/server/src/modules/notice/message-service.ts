import type { ListResult, Message, MessageKind } from '@portal/contract';
import { AppError } from '../../kernel/app-error';
import type { Viewer } from '../../kernel/viewer';
import type { Clock } from '../../platform/clock';
import type { AlertRepository, ReadState, UserAlertRow } from './alert-repository';
import type { NoticeRepository } from './notice-repository';

export interface MessageFilters {
  page: number;
  page_size: number;
  read?: ReadState;
  kind?: MessageKind;
}

/** Where an alert's record opens in the portal. */
function linkOf(alert: UserAlertRow): string {
  if (alert.type === 'inbound_difference') return `/inventory/loss-order-detail?id=${alert.subject}`;
  return `/order/detail?id=${alert.subject}`;
}

function alertMessage(alert: UserAlertRow): Message {
  return {
    kind: 'alert',
    id: alert.id,
    at: alert.created_at,
    is_read: alert.read_at === null ? 0 : 1,
    title: alert.reference,
    meta_title: '',
    body: alert.detail,
    alert_type: alert.type,
    link: linkOf(alert),
  };
}

/** Newest first; at the same instant an alert before a notice, then the higher id first. */
function newestFirst(a: Message, b: Message): number {
  if (a.at !== b.at) return a.at < b.at ? 1 : -1;
  if (a.kind !== b.kind) return a.kind === 'alert' ? -1 : 1;
  return b.id - a.id;
}

/**
 * The user messages: notices and the account's alerts in one list. The two tables are read apart
 * (each through its repository) and merged here: a page needs at most `page × page_size` rows of each.
 */
export class MessageService {
  constructor(
    private readonly notices: NoticeRepository,
    private readonly alerts: AlertRepository,
    private readonly clock: Clock,
  ) {}

  async list(viewer: Viewer, filters: MessageFilters): Promise<ListResult<Message>> {
    const now = this.now();
    const offset = (filters.page - 1) * filters.page_size;
    const wantsNotices = filters.kind !== 'alert';
    const wantsAlerts = filters.kind !== 'notice';
    // One kind pages in SQL; both take the first `offset + page_size` of each and merge.
    const window =
      wantsNotices && wantsAlerts
        ? { offset: 0, limit: offset + filters.page_size }
        : { offset, limit: filters.page_size };
    const [notices, alerts, noticeTotal, alertTotal] = await Promise.all([
      wantsNotices ? this.notices.page(viewer, now, window, filters.read) : [],
      wantsAlerts ? this.alerts.page(viewer, filters.read, window) : [],
      wantsNotices ? this.notices.count(viewer, now, filters.read) : 0,
      wantsAlerts ? this.alerts.count(viewer, filters.read) : 0,
    ]);
    const merged = [
      ...notices.map(
        (notice): Message => ({
          kind: 'notice',
          id: notice.press_id,
          at: notice.publish_on_time,
          is_read: notice.is_read,
          title: notice.title,
          meta_title: notice.meta_title,
          body: notice.description,
          alert_type: null,
          link: null,
        }),
      ),
      ...alerts.map(alertMessage),
    ].sort(newestFirst);
    const list = wantsNotices && wantsAlerts ? merged.slice(offset, offset + filters.page_size) : merged;
    return { list, total: noticeTotal + alertTotal };
  }

  async unreadCount(viewer: Viewer): Promise<{ unread: number; notices: number; alerts: number }> {
    const [notices, alerts] = await Promise.all([
      this.notices.countUnread(viewer, this.now()),
      this.alerts.count(viewer, 'unread'),
    ]);
    return { unread: notices + alerts, notices, alerts };
  }

  /** Idempotent; a message the account cannot see is answered exactly like one that does not exist. */
  async markRead(viewer: Viewer, kind: MessageKind, id: number): Promise<void> {
    const now = this.now();
    if (kind === 'notice') {
      if (!(await this.notices.isVisible(viewer, now, id))) throw new AppError('NOT_FOUND');
      await this.notices.markRead(viewer, id, now);
      return;
    }
    if (!(await this.alerts.isVisible(viewer, id))) throw new AppError('NOT_FOUND');
    await this.alerts.markRead(viewer, id, now);
  }

  async markAllRead(viewer: Viewer, kind?: MessageKind): Promise<{ marked: number }> {
    const now = this.now();
    const notices = kind === 'alert' ? 0 : await this.notices.markAllRead(viewer, now);
    const alerts = kind === 'notice' ? 0 : await this.alerts.markAllRead(viewer, now);
    return { marked: notices + alerts };
  }

  private now(): string {
    return this.clock.now().toISOString();
  }
}
