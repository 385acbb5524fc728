import type { Core } from '../../core';
import { NoticeApi } from './notice-api';
import { NoticeRepository } from './notice-repository';

/** The notice module's public surface: its routes, and `noticeApi(core)` for the home page and staff publishing. */
export type { NoticeApi, NoticeDraft, NoticeSummary } from './notice-api';
export { noticeModule } from './routes';

export function noticeApi(core: Pick<Core, 'db' | 'clock'>): NoticeApi {
  return new NoticeApi(new NoticeRepository(core.db), core.clock);
}
