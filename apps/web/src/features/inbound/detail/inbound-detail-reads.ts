import { inbound } from '@portal/contract';
import { type PageRead, pageRead } from '../../../shared/api/page-data';
import { inboundIdOf } from '../inbound-paths';

/** The booking a detail address names, fetched ahead on a reload while the page's code loads. */
export function inboundDetailReads(params: URLSearchParams): PageRead[] {
  const id = inboundIdOf(params);
  return id === null ? [] : [pageRead(inbound.getDetail, { id })];
}
