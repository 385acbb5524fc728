import { Card } from 'antd';
import { ApiKeysSection } from './api-keys-section';

/**
 * Plugins (/plugins, the integration area, issue 26): how shops and tools connect to the portal.
 * For now its API keys: named keys with scopes, created, shown once, listed with their last use and
 * revoked; the settings drawer keeps the full-access key.
 */
export default function PluginsPage() {
  return (
    <Card>
      <ApiKeysSection />
    </Card>
  );
}
