import { SHOP_CONNECTION_MAX, SHOP_PLATFORM_IDS, shop } from '@portal/contract';
import { choiceFilter } from '../../../shared/list/filter-codecs';
import { defineList } from '../../../shared/list/list-definition';

/** The shop connections list: page and platform kept in the address like every list (`?platform=woocommerce`). */
export const CONNECTION_LIST = defineList({
  id: 'shop-connections',
  operation: shop.getConnectionList,
  filterSchema: shop.getConnectionList.query.pick({ platform: true }),
  filters: { platform: choiceFilter(SHOP_PLATFORM_IDS) },
});

/** Every connection at once, for the platform cards' counts: a merchant keeps at most SHOP_CONNECTION_MAX. */
export const ALL_CONNECTIONS = { page: 1, page_size: SHOP_CONNECTION_MAX } as const;
