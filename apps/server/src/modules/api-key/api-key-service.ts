import { randomBytes } from 'node:crypto';
import {
  type ApiKeyItem,
  type apiKey,
  type ListResult,
  MAX_API_KEYS,
  NAMED_API_KEY_PREFIX,
  type ParsedBodyOf,
  readScopes,
  scopeBeyond,
} from '@portal/contract';
import type { Core } from '../../core';
import { hashApiKey } from '../../identity/api-key-guard';
import type { ApiKeyRepository, ApiKeyRow } from '../../identity/api-key-repository';
import { AppError } from '../../kernel/app-error';
import type { Viewer } from '../../kernel/viewer';
import type { Actor } from '../../platform/actor';

/** How much of a key the list shows: the prefix and four characters, enough to tell keys apart. */
const HINT_LENGTH = NAMED_API_KEY_PREFIX.length + 4;

/**
 * A merchant's named API keys (docs/server/open-api.md "Named keys"). A key is 160 random bits,
 * shown once in the create's reply; only its SHA-256 and first characters are kept. A sub-account
 * with the integration right hands a key at most the areas and levels it holds itself.
 */
export class ApiKeyService {
  constructor(
    private readonly core: Core,
    private readonly keys: ApiKeyRepository,
  ) {}

  async list(viewer: Viewer): Promise<ListResult<ApiKeyItem>> {
    const rows = await this.keys.list(viewer.customerId, MAX_API_KEYS);
    return { list: rows.map(item), total: rows.length };
  }

  async create(
    viewer: Viewer,
    body: ParsedBodyOf<typeof apiKey.create>,
    actor: Actor,
  ): Promise<{ id: number; key: string }> {
    const scopes = [...new Set(body.scopes)];
    const beyond = scopeBeyond(viewer, scopes);
    if (beyond) {
      throw new AppError('API_KEY_SCOPE_NOT_HELD', { params: { scope: beyond } });
    }
    if ((await this.keys.count(viewer.customerId)) >= MAX_API_KEYS) {
      throw new AppError('API_KEY_LIMIT_REACHED', { params: { limit: String(MAX_API_KEYS) } });
    }
    const key = `${NAMED_API_KEY_PREFIX}${randomBytes(20).toString('hex')}`;
    const id = await this.keys.insert({
      customer_id: viewer.customerId,
      name: body.name,
      key_hash: hashApiKey(key),
      key_hint: key.slice(0, HINT_LENGTH),
      scopes: JSON.stringify(scopes),
      created_by: actor.label,
      created_at: this.core.clock.now().toISOString(),
    });
    if (id === undefined) throw new AppError('API_KEY_NAME_TAKEN');
    return { id, key };
  }

  async revoke(viewer: Viewer, id: number): Promise<void> {
    if (!(await this.keys.delete(viewer.customerId, id))) throw new AppError('API_KEY_NOT_FOUND');
  }
}

function item(row: ApiKeyRow): ApiKeyItem {
  return {
    id: row.id,
    name: row.name,
    scopes: readScopes(row.scopes),
    key_hint: row.key_hint,
    created_by: row.created_by,
    created_at: row.created_at,
    last_used_at: row.last_used_at,
    last_used_ip: row.last_used_ip,
  };
}
