import { pagePath } from './page-path';

/** The flows that end on a result page (`/result/success`, `/result/fail`, `features/result/`). */
export const RESULT_KINDS = ['top_up', 'evaluation', 'registration', 'survey'] as const;
export type ResultKind = (typeof RESULT_KINDS)[number];

/** The address of a flow's result page, naming the record it made (`no`) when there is one. */
export function resultPath(outcome: 'success' | 'fail', kind: ResultKind, no?: string): string {
  const query = new URLSearchParams({ kind, ...(no ? { no } : {}) });
  return `${pagePath(outcome === 'success' ? 'result/success' : 'result/fail')}?${query}`;
}
