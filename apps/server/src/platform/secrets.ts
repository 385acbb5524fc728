import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { ServerSecretRepository } from './server-secret-repository';

const STORED_SECRET = 'app_secret';

/**
 * Keys for signing short-lived tokens. The root is APP_SECRET or, when none is configured, a random
 * secret created once and kept in `server_secrets`, so every instance signs and checks alike. Each
 * purpose gets its own key derived from the root, so a token of one kind never passes as another.
 */
export class ServerSecrets {
  private root: Promise<string> | undefined;

  constructor(
    private readonly db: Db,
    private readonly configured: string | null,
  ) {}

  async keyFor(purpose: string): Promise<Buffer> {
    return createHmac('sha256', await this.rootSecret())
      .update(purpose)
      .digest();
  }

  private rootSecret(): Promise<string> {
    if (this.configured) return Promise.resolve(this.configured);
    this.root ??= this.loadOrCreate().catch((error: unknown) => {
      this.root = undefined;
      throw error;
    });
    return this.root;
  }

  private loadOrCreate(): Promise<string> {
    return new ServerSecretRepository(this.db).keepFirst(STORED_SECRET, randomBytes(32).toString('base64url'));
  }
}
