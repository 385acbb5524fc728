import { PLATFORM_TYPES } from '@portal/contract';

export type PlatformType = (typeof PLATFORM_TYPES)[number];
export const DEFAULT_PLATFORM: PlatformType = 1;

/** A platform code from a query, storage or configuration; anything but 1, 3 or 4 is no code at all. */
export function toPlatformType(value: unknown): PlatformType | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d+$/.test(text)) return null;
  const code = Number(text);
  return (PLATFORM_TYPES as readonly number[]).includes(code) ? (code as PlatformType) : null;
}

/**
 * Parses `host=type` pairs separated by commas (`portal-shop.example.com=3,portal.example.com=1`).
 * Hosts are compared without case or port; malformed entries are skipped rather than breaking the page.
 */
export function parsePlatformHosts(raw: string | undefined): ReadonlyMap<string, PlatformType> {
  const hosts = new Map<string, PlatformType>();
  for (const entry of (raw ?? '').split(',')) {
    const [host, code] = entry.split('=');
    const type = toPlatformType(code);
    const name = normalizeHost(host ?? '');
    if (name && type !== null) hosts.set(name, type);
  }
  return hosts;
}

/** The page host forces the variant when it is configured; otherwise the stored code is used (spec 1). */
export function resolvePlatformType(
  host: string,
  hosts: ReadonlyMap<string, PlatformType>,
  stored: string | null,
): PlatformType {
  return hosts.get(normalizeHost(host)) ?? toPlatformType(stored) ?? DEFAULT_PLATFORM;
}

function normalizeHost(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '');
}
