import { apiKey, webhook } from '@portal/contract';
import { pageRead } from '../../shared/api/page-data';

/** What the page asks first, fetched while its code downloads on a reload. */
export const pluginsReads = () => [pageRead(apiKey.getList), pageRead(webhook.list)];
