import { Alert, Card, Typography, theme } from 'antd';
import { type MouseEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { apiLang } from '../../shared/i18n/languages';
import { pagePath } from '../../shared/routing/page-path';
import { ARTICLE_PARAM, articlePath, helpDoc, isHelpArticle, SECTION_PARAM } from './help-docs';
import { HelpFeedback } from './help-feedback';
import './help-article.css';

/**
 * One help article (/help-center/article?slug=…&section=…) in the reader's language: its contents
 * beside it (above it on a phone), the section asked for scrolled into view, links to screens opened
 * as tabs of the portal, and "was this helpful?" at the end.
 */
export default function HelpArticlePage() {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const slug = params.get(ARTICLE_PARAM);
  const section = params.get(SECTION_PARAM);
  const body = useRef<HTMLDivElement>(null);
  const doc = isHelpArticle(slug) ? helpDoc(slug, apiLang(i18n.language)) : undefined;

  const html = doc?.html;
  // Again when the article's HTML changes (another article, the other language).
  useEffect(() => {
    if (!html) return;
    const target = section ? body.current?.querySelector(`[id="${CSS.escape(section)}"]`) : null;
    if (target) target.scrollIntoView({ block: 'start' });
    else body.current?.closest('main')?.scrollTo?.({ top: 0 });
  }, [section, html]);

  // A link to a screen of the portal opens it as a tab, not as a page load.
  const openScreen = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a[data-screen]');
    if (!link || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    void navigate(link.getAttribute('href') ?? '/');
  };

  if (!doc || !isHelpArticle(slug)) {
    return (
      <Card>
        <Alert type="warning" showIcon message={t('help.unknownArticle')} />
        <Link to={pagePath('help/center')}>{t('help.backToCenter')}</Link>
      </Card>
    );
  }
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
          {doc.title}
        </Typography.Title>
      }
      extra={<Link to={pagePath('help/center')}>{t('help.backToCenter')}</Link>}
    >
      <div className="help-layout">
        <nav className="help-toc" aria-label={t('help.contents')}>
          <Typography.Text strong>{t('help.contents')}</Typography.Text>
          <ol>
            {doc.toc.map((entry) => (
              <li key={entry.anchor}>
                <Link
                  to={articlePath(slug, entry.anchor)}
                  replace
                  style={{ color: token.colorLink, fontWeight: entry.anchor === section ? 600 : undefined }}
                >
                  {entry.heading}
                </Link>
              </li>
            ))}
          </ol>
        </nav>
        <div style={{ minWidth: 0, flex: 1 }}>
          {/* The build's HTML from the repository's own Markdown (apps/web/build/help/), not user input. */}
          {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the click is the links' own, caught as it bubbles. */}
          <div
            ref={body}
            className="help-article"
            data-testid="help-article"
            onClick={openScreen}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: see above.
            dangerouslySetInnerHTML={{ __html: doc.html }}
          />
          <HelpFeedback article={slug} />
        </div>
      </div>
    </Card>
  );
}
