import { pagePath } from '../../../shared/routing/page-path';

/** The pages of this feature, named through the menu registry. */
export const TOP_UP_PATH = pagePath('billing/top-up');
export const TOP_UP_RECORDS_PATH = pagePath('billing/top-up-records');
