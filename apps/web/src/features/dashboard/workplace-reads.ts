import { dashboard } from '@portal/contract';
import { type PageRead, pageRead } from '../../shared/api/page-data';

/** What the workplace shows first: fetched ahead on a reload, while its code loads. */
export function workplaceReads(): PageRead[] {
  return [pageRead(dashboard.getWorkplace)];
}
