import type { Core } from '../../core';
import { defineModule } from '../../http/server-module';
import { AlertRepository } from './alert-repository';
import { messageRoutes } from './message-routes';
import { NoticeApi } from './notice-api';
import { NoticeRepository } from './notice-repository';
import { opsNoticeRoutes } from './ops-notice-routes';
import { noticeRoutes } from './routes';

/**
 * The notice module's public surface: the merchant's routes (`routes.ts`), the user messages (notices
 * with the in-app alerts its events subscriber raises, `message-routes.ts`), staff publishing
 * (`ops-notice-routes.ts`, part of the `opsContent` area), and `noticeApi(core)` for the home page.
 */
export const noticeModule = defineModule({
  name: 'notice',
  areas: ['notice', 'message', 'opsContent'],
  routes: (core) => [...noticeRoutes(core), ...messageRoutes(core), ...opsNoticeRoutes(core)],
});
export type { NoticeApi, NoticeDraft, NoticeSummary } from './notice-api';

export function noticeApi(core: Pick<Core, 'db' | 'clock'>): NoticeApi {
  return new NoticeApi(new NoticeRepository(core.db), new AlertRepository(core.db), core.clock);
}
