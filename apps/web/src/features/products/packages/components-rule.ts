import { localizeIssue, packageCreateSchema, validationMessage } from '@portal/contract';
import { i18n } from '../../../shared/i18n/i18n';
import { apiLang } from '../../../shared/i18n/languages';

/**
 * What is wrong with the component lines as a whole, in the user's language: none picked, or fewer
 * than the contract's units in all. The contract's components rule says it; what it says about one
 * line (its quantity) is shown under that line by the line's own rule, not here again.
 */
export function componentsProblem(rows: unknown, label: string): string | undefined {
  const lang = apiLang(i18n.language);
  if (!Array.isArray(rows) || rows.length === 0) return validationMessage('v.requiredSelect', lang, { label });
  const result = packageCreateSchema.shape.components.safeParse(rows);
  const issue = result.success ? undefined : result.error.issues.find((found) => found.path.length === 0);
  return issue ? localizeIssue(issue, lang, { label }) : undefined;
}
