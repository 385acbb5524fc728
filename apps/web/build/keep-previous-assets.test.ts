import { describe, expect, it } from 'vitest';
import { type AssetHistory, nextHistory, RETAINED_BUILDS } from './keep-previous-assets';

const day = (n: number) => new Date(Date.UTC(2026, 10, n, 12)).toISOString();

describe('the previous builds kept beside a new one', () => {
  it('puts back the files of a build replaced within the week, and not those the new build wrote itself', () => {
    const previous: AssetHistory = { builds: [{ builtAt: day(1), files: ['app-old.js', 'vendor-same.js'] }] };
    const current = { builtAt: day(3), files: ['app-new.js', 'vendor-same.js'] };
    const { history, restore } = nextHistory(previous, current, new Date(day(3)));
    expect([...restore]).toEqual(['app-old.js']);
    expect(history.builds.map((b) => b.builtAt)).toEqual([day(3), day(1)]);
  });

  it('drops a build replaced a week ago or more, and every build before it', () => {
    const previous: AssetHistory = {
      builds: [
        { builtAt: day(10), files: ['b.js'] }, // replaced today
        { builtAt: day(2), files: ['a.js'] }, // replaced on the 10th: 8 days ago
        { builtAt: day(1), files: ['z.js'] },
      ],
    };
    const { history, restore } = nextHistory(previous, { builtAt: day(18), files: ['c.js'] }, new Date(day(18)));
    expect([...restore]).toEqual(['b.js']);
    expect(history.builds.map((b) => b.files)).toEqual([['c.js'], ['b.js']]);
  });

  it(`keeps at most ${RETAINED_BUILDS} previous builds after several deploys in a day`, () => {
    const builds = Array.from({ length: 8 }, (_, i) => ({ builtAt: day(5), files: [`chunk-${i}.js`] }));
    const { restore } = nextHistory({ builds }, { builtAt: day(5), files: ['new.js'] }, new Date(day(5)));
    expect([...restore]).toEqual(builds.slice(0, RETAINED_BUILDS).map((b) => b.files[0]));
  });
});
