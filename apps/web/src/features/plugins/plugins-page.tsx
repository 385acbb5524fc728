import { Card, Flex } from 'antd';
import { ApiKeysSection } from './api-keys-section';
import { ShopsSection } from './shops/shops-section';
import { WebhooksSection } from './webhooks-section';

/**
 * Plugins (/plugins, the integration area, issue 26): how shops and tools connect to the portal.
 * Its shop platforms and connections, its named API keys (scopes, shown once, last use, revoked; the settings drawer keeps the
 * full-access key) and its webhook endpoints with their deliveries.
 */
export default function PluginsPage() {
  return (
    <Flex vertical gap={16}>
      <Card>
        <ShopsSection />
      </Card>
      <Card>
        <ApiKeysSection />
      </Card>
      <Card>
        <WebhooksSection />
      </Card>
    </Flex>
  );
}
