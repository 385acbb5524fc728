import { STORAGE_KEYS } from '../storage/storage-keys';
import { type PlatformType, parsePlatformHosts, resolvePlatformType, toPlatformType } from './platform-type';

/** The host mapping is deployment configuration: read once, it cannot change while the page lives. */
const HOSTS = parsePlatformHosts(import.meta.env.VITE_PLATFORM_HOSTS);
const listeners = new Set<() => void>();

export function currentPlatformType(): PlatformType {
  return resolvePlatformType(window.location.hostname, HOSTS, localStorage.getItem(STORAGE_KEYS.platformType));
}

/** Remembers the variant a link asked for (`/login?platform_type=3`); unknown codes are ignored. */
export function storePlatformType(value: unknown): void {
  const type = toPlatformType(value);
  if (type === null || localStorage.getItem(STORAGE_KEYS.platformType) === String(type)) return;
  localStorage.setItem(STORAGE_KEYS.platformType, String(type));
  notify();
}

export function subscribePlatform(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab may store a different variant.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.platformType) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function notify(): void {
  for (const listener of listeners) listener();
}
