import type { ListResult, Notice } from '@portal/contract';
import { AppError } from '../../kernel/app-error';
import type { Viewer } from '../../kernel/viewer';
import type { Clock } from '../../platform/clock';
import type { NoticeRepository } from './notice-repository';

export class NoticeService {
  constructor(
    private readonly notices: NoticeRepository,
    private readonly clock: Clock,
  ) {}

  async newest(viewer: Viewer): Promise<Notice | null> {
    return (await this.notices.newest(viewer, this.now())) ?? null;
  }

  async list(viewer: Viewer, page: number, pageSize: number): Promise<ListResult<Notice>> {
    const now = this.now();
    const [list, total] = await Promise.all([
      this.notices.page(viewer, now, { offset: (page - 1) * pageSize, limit: pageSize }),
      this.notices.count(viewer, now),
    ]);
    return { list, total };
  }

  async unreadCount(viewer: Viewer): Promise<number> {
    return this.notices.countUnread(viewer, this.now());
  }

  /** Idempotent; a notice the merchant cannot see is answered exactly like one that does not exist. */
  async markRead(viewer: Viewer, noticeId: number): Promise<void> {
    const now = this.now();
    if (!(await this.notices.isVisible(viewer, now, noticeId))) throw new AppError('NOT_FOUND');
    await this.notices.markRead(viewer, noticeId, now);
  }

  private now(): string {
    return this.clock.now().toISOString();
  }
}
