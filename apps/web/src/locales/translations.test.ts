import { describe, expect, it } from 'vitest';
import { en } from './en';
import { zhCN } from './zh_CN';
import { zhTW } from './zh_TW';

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object' ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('translations', () => {
  it('zh_CN has exactly the keys of en', () => {
    expect(keys(zhCN).sort()).toEqual(keys(en).sort());
  });

  it('zh_TW (a stub) only has keys that en has', () => {
    const known = new Set(keys(en));
    expect(keys(zhTW).filter((k) => !known.has(k))).toEqual([]);
  });

  it('no translation is empty', () => {
    const empty = [en, zhCN].flatMap((tree) =>
      keys(tree).filter(
        (k) => k.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree) === '',
      ),
    );
    expect(empty).toEqual([]);
  });
});
