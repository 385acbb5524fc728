import type { HelpArticle } from '@portal/contract';

/** Where a screen's help is: an article, and the section of it about that screen. */
export interface HelpTopic {
  article: HelpArticle;
  section: string;
}

/**
 * The help of each screen, by the start of its path (the longest match wins), for the header's help
 * button. Kept apart from the articles (which only the help pages load): the header is on every
 * screen. help-topics.test.ts checks every section named here is in both languages' article.
 */
export const HELP_TOPICS: Record<string, HelpTopic> = {
  '/user/profile': { article: 'login-and-account', section: 'profile' },
  '/settings/sub-account': { article: 'login-and-account', section: 'sub-accounts' },
  '/billing/topUp': { article: 'top-up-and-fees', section: 'top-up' },
  '/billing/top-up-records': { article: 'top-up-and-fees', section: 'credit-time' },
  '/billing/transactions': { article: 'top-up-and-fees', section: 'fees' },
  '/billing/statements': { article: 'top-up-and-fees', section: 'fees' },
  '/billing/storage-fees': { article: 'top-up-and-fees', section: 'storage-fees' },
  '/billing': { article: 'top-up-and-fees', section: 'balance' },
  '/tariff': { article: 'top-up-and-fees', section: 'fees' },
  '/plugins': { article: 'api-integration', section: 'choose' },
  '/productsList': { article: 'sku-maintenance', section: 'list' },
  '/products/add': { article: 'sku-maintenance', section: 'add' },
  '/products/packages': { article: 'sku-maintenance', section: 'packages' },
  '/inbound/list': { article: 'inbound-appointments', section: 'statuses' },
  '/inbound/create': { article: 'inbound-appointments', section: 'products' },
  '/inbound/edit': { article: 'inbound-appointments', section: 'products' },
  '/inbound/detail': { article: 'inbound-appointments', section: 'statuses' },
  '/order/order-list': { article: 'order-creation', section: 'statuses' },
  '/order/create': { article: 'order-creation', section: 'create' },
  '/order/edit': { article: 'order-creation', section: 'create' },
  '/order/next': { article: 'order-creation', section: 'shipping' },
  '/order/detail': { article: 'order-creation', section: 'statuses' },
  '/login': { article: 'login-and-account', section: 'login' },
};

/** The help of a screen: its topic, or none (the help center then opens). */
export function helpTopicOf(pathname: string): HelpTopic | undefined {
  const prefix = Object.keys(HELP_TOPICS)
    .filter((start) => pathname === start || pathname.startsWith(`${start}/`))
    .sort((a, b) => b.length - a.length)[0];
  return prefix ? HELP_TOPICS[prefix] : undefined;
}
