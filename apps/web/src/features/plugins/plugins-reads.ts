import { apiKey, shop, webhook } from '@portal/contract';
import { pageRead } from '../../shared/api/page-data';
import { listReads } from '../../shared/list/list-definition';
import { ALL_CONNECTIONS, CONNECTION_LIST } from './shops/connection-list';

/** What the page asks first, fetched while its code downloads on a reload: the connections (the address's page and all for the cards), keys and endpoints. */
export const pluginsReads = listReads(
  CONNECTION_LIST,
  pageRead(shop.getConnectionList, ALL_CONNECTIONS),
  pageRead(apiKey.getList),
  pageRead(webhook.list),
);
