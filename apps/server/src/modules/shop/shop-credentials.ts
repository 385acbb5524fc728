import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { ServerSecrets } from '../../platform/secrets';

/** The purpose the key is derived for: no other secret of the portal is sealed with it. */
const PURPOSE = 'shop-credentials';
const VERSION = 'v1';

/**
 * A shop's credentials at rest: JSON sealed with AES-256-GCM under a key derived from the server's
 * secret (`ServerSecrets.keyFor('shop-credentials')`), stored as `v1.<iv>.<tag>.<ciphertext>`
 * (base64url). A database copy without the secret reads nothing; a changed byte fails the tag.
 */
export class ShopCredentials {
  constructor(private readonly secrets: ServerSecrets) {}

  async seal(credentials: Record<string, string>): Promise<string> {
    if (!Object.keys(credentials).length) return '';
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', await this.secrets.keyFor(PURPOSE), iv);
    const sealed = Buffer.concat([cipher.update(JSON.stringify(credentials), 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), sealed]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  async open(stored: string): Promise<Record<string, string>> {
    if (!stored) return {};
    const [version, iv, tag, sealed] = stored.split('.');
    if (version !== VERSION || !iv || !tag || sealed === undefined) throw new Error('unreadable shop credentials');
    const decipher = createDecipheriv('aes-256-gcm', await this.secrets.keyFor(PURPOSE), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const text = Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
    return JSON.parse(text) as Record<string, string>;
  }
}
