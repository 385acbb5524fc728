import { notice } from '@portal/contract';
import type { Core } from '../../core';
import { type RouteBinding, route } from '../../http/route';
import { NoticeRepository } from './notice-repository';
import { NoticeService } from './notice-service';

export function noticeRoutes(core: Core): RouteBinding[] {
  const service = new NoticeService(new NoticeRepository(core.db), core.clock);
  return [
    route(notice.getNewestNotice, ({ viewer }) => service.newest(viewer)),
    route(notice.getUnreadNoticeCount, async ({ viewer }) => ({ unread: await service.unreadCount(viewer) })),
    route(notice.getNoticeList, ({ viewer, query }) => service.list(viewer, query.page, query.page_size)),
    route(notice.updateNoticeReadStatus, async ({ viewer, body }) => {
      await service.markRead(viewer, body.press_id);
      return null;
    }),
  ];
}
