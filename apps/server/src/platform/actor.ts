import type { ACTOR_KINDS } from '@portal/contract';
import type { Viewer } from '../kernel/viewer';

/**
 * Who caused a change that is kept in a history (an order's transitions, a stock movement, a wallet
 * transaction): a merchant's account, an integration through the merchant's API key, the provider's
 * staff through the operations API, or the system (the simulator, a scheduled job).
 * `label` is what a history shows: the account's email, "API key", the staff member's name, the job's name.
 */
export type ActorKind = (typeof ACTOR_KINDS)[number];

export interface Actor {
  kind: ActorKind;
  /** The account id for `merchant`, otherwise 0. */
  id: number;
  label: string;
}

/** How a history row stores its actor (`actor_kind`, `actor_id`, `actor_label`). */
export interface ActorColumns {
  actor_kind: ActorKind;
  actor_id: number;
  actor_label: string;
}

export function actorColumns(actor: Actor): ActorColumns {
  return { actor_kind: actor.kind, actor_id: actor.id, actor_label: actor.label };
}

export function actorOf(row: ActorColumns): Actor {
  return { kind: row.actor_kind, id: row.actor_id, label: row.actor_label };
}

export function merchantActor(viewer: Viewer, email: string): Actor {
  return { kind: 'merchant', id: viewer.accountId, label: email };
}

export const API_KEY_ACTOR: Actor = { kind: 'api_key', id: 0, label: 'API key' };

/** A named key of the plugins page: histories and the operation log show its name. */
export function namedApiKeyActor(keyId: number, name: string): Actor {
  return { kind: 'api_key', id: keyId, label: `API key: ${name}` };
}

export function staffActor(name: string): Actor {
  return { kind: 'staff', id: 0, label: name || 'staff' };
}

export function systemActor(job: string): Actor {
  return { kind: 'system', id: 0, label: job };
}

/** A shop connection importing orders: histories show "Shop: <connection name>". */
export function shopActor(connectionName: string): Actor {
  return { kind: 'system', id: 0, label: `Shop: ${connectionName}` };
}
