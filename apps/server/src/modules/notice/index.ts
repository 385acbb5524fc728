import type { Core } from '../../core';
import { defineModule } from '../../http/server-module';
import { NoticeApi } from './notice-api';
import { NoticeRepository } from './notice-repository';
import { noticeRoutes } from './routes';

/** The notice module's public surface: its routes, and `noticeApi(core)` for the home page and staff publishing. */
export const noticeModule = defineModule({ area: 'notice', routes: noticeRoutes });
export type { NoticeApi, NoticeDraft, NoticeSummary } from './notice-api';

export function noticeApi(core: Pick<Core, 'db' | 'clock'>): NoticeApi {
  return new NoticeApi(new NoticeRepository(core.db), core.clock);
}
