import { cleanup, render, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../shared/storage/storage-keys';

/**
 * Which Chinese modules have been evaluated: each mock passes the real module through and notes that
 * it was imported, so the app's own loaders run unchanged (issue 8: only the active language loads).
 */
const loaded = vi.hoisted(() => [] as string[]);

vi.mock('../locales/zh_CN', async (importOriginal) => {
  loaded.push('app zh_CN');
  return importOriginal();
});
vi.mock('antd/es/locale/zh_CN', async (importOriginal) => {
  loaded.push('antd zh_CN');
  return importOriginal();
});
vi.mock('dayjs/locale/zh-cn', async (importOriginal) => {
  loaded.push('dayjs zh-cn');
  return importOriginal();
});

// Imported after English is the stored language, as the app starts for an English user.
let i18nModule: typeof import('../shared/i18n/i18n');
let antdLocale: typeof import('./antd-locale');

function LocaleProbe() {
  const { t, i18n } = useTranslation();
  const locale = antdLocale.useAntdLocale(i18n.language);
  return (
    <p>
      <span data-testid="antd-locale">{locale.locale}</span>
      <span data-testid="text">{t('common.cancel')}</span>
    </p>
  );
}

describe('only the active language loads', () => {
  beforeAll(async () => {
    localStorage.setItem(STORAGE_KEYS.lang, 'en');
    i18nModule = await import('../shared/i18n/i18n');
    antdLocale = await import('./antd-locale');
    await i18nModule.i18nReady;
  });
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('keeps the Chinese texts out while English is shown, and loads all three on switching to zh_CN', async () => {
    expect(i18nModule.i18n.language).toBe('en');
    render(<LocaleProbe />);
    expect(screen.getByTestId('text').textContent).toBe('Cancel');
    expect(screen.getByTestId('antd-locale').textContent).toBe('en');
    expect((await antdLocale.loadAntdLocale('en')).locale).toBe('en');
    // Give any stray dynamic import time to settle before saying it did not happen.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loaded).toEqual([]);
    expect(dayjs.Ls['zh-cn']).toBeUndefined();

    await i18nModule.changeLanguage('zh_CN');
    await waitFor(() => expect(screen.getByTestId('antd-locale').textContent).toBe('zh-cn'));
    expect(screen.getByTestId('text').textContent).toBe('取消');
    expect([...loaded].sort()).toEqual(['antd zh_CN', 'app zh_CN', 'dayjs zh-cn']);
    expect(dayjs.Ls['zh-cn']?.name).toBe('zh-cn');

    // Back to English and to Chinese again: nothing is imported twice.
    await i18nModule.changeLanguage('en');
    await waitFor(() => expect(screen.getByTestId('antd-locale').textContent).toBe('en'));
    await i18nModule.changeLanguage('zh_CN');
    await waitFor(() => expect(screen.getByTestId('antd-locale').textContent).toBe('zh-cn'));
    expect(loaded).toHaveLength(3);
  });
});
