import { type PlatformType, toPlatformType } from './platform-type';

/** What a platform variant changes besides its texts (spec sections 1 and 9). */
export interface PlatformVariant {
  logo: string;
  favicon: string;
  /** The brand's public site: links such as the privacy policy point there. */
  siteHost: string;
}

/** Public sites per variant; `VITE_PLATFORM_SITES` (`1=https://…,3=https://…`) overrides them per deployment. */
const DEFAULT_SITES: Record<PlatformType, string> = {
  1: 'https://www.portal.example.com',
  3: 'https://www.portal-shop.example.com',
  4: 'https://www.portal-3pl.example.com',
};

export function parsePlatformSites(raw: string | undefined): Partial<Record<PlatformType, string>> {
  const sites: Partial<Record<PlatformType, string>> = {};
  for (const entry of (raw ?? '').split(',')) {
    const at = entry.indexOf('=');
    const type = toPlatformType(entry.slice(0, at));
    const site = entry.slice(at + 1).trim();
    if (at > 0 && type !== null && /^https?:\/\/[^/\s]+/i.test(site)) sites[type] = site.replace(/\/+$/, '');
  }
  return sites;
}

export function buildVariants(sites: Partial<Record<PlatformType, string>>): Record<PlatformType, PlatformVariant> {
  const variant = (type: PlatformType): PlatformVariant => ({
    logo: `/brand/logo-${type}.svg`,
    favicon: `/favicon-${type}.svg`,
    siteHost: sites[type] ?? DEFAULT_SITES[type],
  });
  return { 1: variant(1), 3: variant(3), 4: variant(4) };
}

export const PLATFORM_VARIANTS = buildVariants(parsePlatformSites(import.meta.env.VITE_PLATFORM_SITES));

/**
 * The privacy-policy page on the variant's site (spec 9): the 3PL brand runs a shop system, the shop
 * brand a plain page, the default brand an article with a Chinese edition under /cn.
 */
export function privacyPolicyUrl(type: PlatformType, siteHost: string, language: string): string {
  const site = siteHost.replace(/\/+$/, '');
  if (type === 4) return `${site}/index.php?route=services/privacy`;
  if (type === 3) return `${site}/privacy-policy`;
  return `${site}${language === 'zh_CN' ? '/cn' : ''}/agree/information_id/3`;
}
