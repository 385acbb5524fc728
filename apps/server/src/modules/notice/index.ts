import type { Core } from '../../core';
import { defineModule } from '../../http/server-module';
import { NoticeApi } from './notice-api';
import { NoticeRepository } from './notice-repository';
import { opsNoticeRoutes } from './ops-notice-routes';
import { noticeRoutes } from './routes';

/**
 * The notice module's public surface: the merchant's routes (`routes.ts`), staff publishing
 * (`ops-notice-routes.ts`, part of the `opsContent` area), and `noticeApi(core)` for the home page.
 */
export const noticeModule = defineModule({
  name: 'notice',
  areas: ['notice', 'opsContent'],
  routes: (core) => [...noticeRoutes(core), ...opsNoticeRoutes(core)],
});
export type { NoticeApi, NoticeDraft, NoticeSummary } from './notice-api';

export function noticeApi(core: Pick<Core, 'db' | 'clock'>): NoticeApi {
  return new NoticeApi(new NoticeRepository(core.db), core.clock);
}
