import type { Core } from '../../core';
import { ServerSecrets } from '../../platform/secrets';
import { shopHttp, sleep } from './connectors/connector-http';
import { CONNECTORS } from './connectors/connector-registry';
import type { ConnectorPlatform, ShopConnectionTarget, ShopConnector } from './connectors/shop-connector';
import { ShopCredentials } from './shop-credentials';
import type { ConnectionRow } from './shop-repository';

/**
 * How the module reaches a connection's shop: its platform's connector over the outbound guard,
 * with the connection's credentials opened only for the call.
 */
export class ShopCalls {
  readonly credentials: ShopCredentials;
  private readonly deps;

  constructor(core: Pick<Core, 'db' | 'config'>) {
    this.credentials = new ShopCredentials(new ServerSecrets(core.db, core.config.appSecret));
    this.deps = { http: shopHttp(core.config), sleep };
  }

  /** The platforms the portal calls (those with a connector). */
  platforms(): ConnectorPlatform[] {
    return Object.keys(CONNECTORS) as ConnectorPlatform[];
  }

  connector(platform: string): ShopConnector | undefined {
    return platform in CONNECTORS ? CONNECTORS[platform as ConnectorPlatform](this.deps) : undefined;
  }

  async target(row: ConnectionRow): Promise<ShopConnectionTarget> {
    return {
      id: row.id,
      shopUrl: row.shop_url,
      credentials: await this.credentials.open(row.credentials),
      locationId: row.location_id,
    };
  }
}
