import { describe, expect, it } from 'vitest';
import { buildVariants, parsePlatformSites, privacyPolicyUrl } from './platform-variants';

describe('privacy-policy links (spec 9)', () => {
  it('variant 4 points at the shop system route, in every language', () => {
    expect(privacyPolicyUrl(4, 'https://b.example', 'en')).toBe('https://b.example/index.php?route=services/privacy');
    expect(privacyPolicyUrl(4, 'https://b.example/', 'zh_CN')).toBe(
      'https://b.example/index.php?route=services/privacy',
    );
  });

  it('variant 3 points at /privacy-policy, in every language', () => {
    expect(privacyPolicyUrl(3, 'https://s.example', 'en')).toBe('https://s.example/privacy-policy');
    expect(privacyPolicyUrl(3, 'https://s.example', 'zh_CN')).toBe('https://s.example/privacy-policy');
  });

  it('other variants point at the article, under /cn for zh_CN', () => {
    expect(privacyPolicyUrl(1, 'https://d.example', 'en')).toBe('https://d.example/agree/information_id/3');
    expect(privacyPolicyUrl(1, 'https://d.example', 'zh_TW')).toBe('https://d.example/agree/information_id/3');
    expect(privacyPolicyUrl(1, 'https://d.example', 'zh_CN')).toBe('https://d.example/cn/agree/information_id/3');
  });
});

describe('variants', () => {
  it('have distinct logos, favicons and sites', () => {
    const variants = Object.values(buildVariants({}));
    for (const field of ['logo', 'favicon', 'siteHost'] as const) {
      expect(new Set(variants.map((v) => v[field])).size).toBe(3);
    }
  });

  it('take site overrides from configuration', () => {
    const sites = parsePlatformSites(
      '3=https://shop.example/, 4=ftp://nope, x=https://y.example,1=https://one.example',
    );
    expect(sites).toEqual({ 3: 'https://shop.example', 1: 'https://one.example' });
    expect(buildVariants(sites)[3].siteHost).toBe('https://shop.example');
    expect(buildVariants(sites)[4].siteHost).toBe('https://www.portal-3pl.example.com');
  });
});
