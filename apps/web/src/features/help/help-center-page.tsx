import { Card, Col, Empty, Input, List, Row, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { apiLang } from '../../shared/i18n/languages';
import { articlePath, helpDocsIn } from './help-docs';
import { RELATED_PAGES } from './related-pages';
import { useHelpSearch } from './use-help-search';

const QUERY_PARAM = 'q';

/**
 * The help center (/help-center): the guides of spec 1 as cards in the reader's language, and a
 * search across every guide in both languages (the query is in the address, so a search can be
 * shared and survives a reload). A result opens its article at its section.
 */
export default function HelpCenterPage() {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const lang = apiLang(i18n.language);
  const [params, setParams] = useSearchParams();
  const query = params.get(QUERY_PARAM) ?? '';
  const { hits, searching } = useHelpSearch(query, lang);
  const setQuery = (value: string) => setParams(value.trim() ? { [QUERY_PARAM]: value.trim() } : {}, { replace: true });

  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
          {t('help.title')}
        </Typography.Title>
      }
    >
      <Typography.Paragraph type="secondary">{t('help.intro')}</Typography.Paragraph>
      <Input.Search
        key={query}
        defaultValue={query}
        placeholder={t('help.searchPlaceholder')}
        aria-label={t('help.searchLabel')}
        allowClear
        enterButton
        onSearch={setQuery}
        style={{ maxWidth: 560, marginBottom: 24 }}
        data-testid="help-search"
      />
      {query.trim() ? (
        <section aria-live="polite">
          {searching ? null : hits.length ? (
            <>
              <Typography.Text type="secondary">{t('help.results', { count: hits.length })}</Typography.Text>
              <List
                dataSource={hits}
                rowKey="id"
                renderItem={(hit) => (
                  <List.Item data-testid="help-hit">
                    <List.Item.Meta
                      title={
                        <Link to={articlePath(hit.slug, hit.anchor || undefined)} style={{ color: token.colorLink }}>
                          {hit.title}
                          {hit.anchor ? ` › ${hit.heading}` : ''}
                          {hit.lang !== lang ? ` (${t('help.otherLanguage')})` : ''}
                        </Link>
                      }
                      description={hit.excerpt}
                    />
                  </List.Item>
                )}
              />
            </>
          ) : (
            <Empty description={t('help.noResults', { query: query.trim() })} />
          )}
        </section>
      ) : (
        <>
          <Typography.Title level={3} style={{ fontSize: 15 }}>
            {t('help.guides')}
          </Typography.Title>
          <Row gutter={[16, 16]}>
            {helpDocsIn(lang).map((doc) => (
              <Col key={doc.slug} xs={24} md={12} xl={8}>
                <Card
                  size="small"
                  title={<Link to={articlePath(doc.slug)}>{doc.title}</Link>}
                  style={{ height: '100%' }}
                >
                  <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                    {doc.summary}
                  </Typography.Paragraph>
                </Card>
              </Col>
            ))}
          </Row>
          <Typography.Title level={3} style={{ fontSize: 15, marginTop: 24 }}>
            {t('help.moreGuides')}
          </Typography.Title>
          <List
            dataSource={RELATED_PAGES}
            renderItem={(page) => (
              <List.Item>
                <Link to={page.path}>{page.title[lang]}</Link>
              </List.Item>
            )}
          />
        </>
      )}
    </Card>
  );
}
