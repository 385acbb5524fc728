import { pagePath } from '../../shared/routing/page-path';
import { helpTopicOf } from './help-topics';

/**
 * The address the header's help button opens on a screen: the article section about it, else the
 * help center. Written here, not with `articlePath`, so the header loads no article.
 */
export function helpPathFor(pathname: string): string {
  const topic = helpTopicOf(pathname);
  if (!topic) return pagePath('help/center');
  return `${pagePath('help/article')}?${new URLSearchParams({ slug: topic.article, section: topic.section })}`;
}
