import { describe, expect, it } from 'vitest';
import { helpDoc } from './help-docs';
import { HELP_TOPICS } from './help-topics';
import { helpPathFor } from './index';

describe('the help of each screen', () => {
  it('names sections that both languages’ articles have', () => {
    for (const [path, topic] of Object.entries(HELP_TOPICS)) {
      for (const lang of ['en', 'zh_CN'] as const) {
        const anchors = helpDoc(topic.article, lang)?.toc.map((entry) => entry.anchor);
        expect(anchors, `${path} → ${lang}/${topic.article}`).toContain(topic.section);
      }
    }
  });

  it('opens the longest matching screen’s section, else the help center', () => {
    expect(helpPathFor('/products/packages/add')).toBe('/help-center/article?slug=sku-maintenance&section=packages');
    expect(helpPathFor('/billing/topUp')).toBe('/help-center/article?slug=top-up-and-fees&section=top-up');
    expect(helpPathFor('/dashboard/workplace')).toBe('/help-center');
  });
});
