import { pagePath } from '../../shared/routing/page-path';
import { RESULT_KINDS, type ResultKind } from '../../shared/routing/result-path';

/** A next step the page offers: a text key under `result.actions` and where it goes. */
export interface ResultAction {
  key: 'workplace' | 'topUpRecords' | 'topUpAgain' | 'gettingStarted' | 'login';
  to: string;
}

const WORKPLACE: ResultAction = { key: 'workplace', to: pagePath('dashboard/workplace') };

/** What each flow offers next, the first action the main one. */
export const SUCCESS_ACTIONS: Record<ResultKind | 'general', ResultAction[]> = {
  top_up: [{ key: 'topUpRecords', to: pagePath('billing/top-up-records') }, WORKPLACE],
  evaluation: [WORKPLACE],
  // A survey names its title; the merchant may go back to read or change the answers while it is open.
  survey: [WORKPLACE],
  // A registration signs the new merchant in: the first steps come before the workplace.
  registration: [{ key: 'gettingStarted', to: pagePath('dashboard/onboarding') }, WORKPLACE],
  general: [WORKPLACE],
};

export const FAIL_ACTIONS: Record<ResultKind | 'general', ResultAction[]> = {
  top_up: [{ key: 'topUpAgain', to: pagePath('billing/top-up') }, WORKPLACE],
  evaluation: [WORKPLACE],
  survey: [WORKPLACE],
  // No registration ends here signed in (a refused one stays on its form); sign-in is the way on.
  registration: [{ key: 'login', to: '/login' }],
  general: [WORKPLACE],
};

/** The kind an address names (`?kind=`), or `general` for any other. */
export function resultKind(search: URLSearchParams): ResultKind | 'general' {
  const kind = search.get('kind');
  return (RESULT_KINDS as readonly string[]).includes(kind ?? '') ? (kind as ResultKind) : 'general';
}
