import { useEffect } from 'react';
import { usePlatform } from './use-platform';

/**
 * Puts the variant's favicon in the tab and its title text after the page's name
 * ("Login - ucenter" for the default brand, spec 1). Pages and the shell call it with their title.
 */
export function usePlatformHead(pageTitle?: string): void {
  const { favicon, title } = usePlatform();

  useEffect(() => {
    setFavicon(favicon);
  }, [favicon]);

  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} - ${title}` : title;
  }, [pageTitle, title]);
}

function setFavicon(href: string): void {
  const existing = document.getElementById('favicon');
  const link = existing instanceof HTMLLinkElement ? existing : document.createElement('link');
  if (!existing) {
    link.id = 'favicon';
    link.rel = 'icon';
    document.head.append(link);
  }
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
}
