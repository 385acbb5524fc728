import Bowser from 'bowser';

/**
 * "Chrome 140 · Windows 10" from a User-Agent header (no words, so it reads the same in every
 * language), or '' when it names neither browser nor system.
 */
export function deviceName(userAgent: string): string {
  if (!userAgent) return '';
  const { browser, os } = Bowser.parse(userAgent);
  const major = browser.version?.split('.')[0];
  const app = [browser.name, major].filter(Boolean).join(' ');
  const system = [os.name, os.versionName ?? os.version].filter(Boolean).join(' ');
  if (app && system) return `${app} · ${system}`;
  return app || system;
}
