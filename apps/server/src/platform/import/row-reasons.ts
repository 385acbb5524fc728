import {
  type ErrorCodeName,
  errorMessage,
  type FieldProblem,
  type Localized,
  localizeIssue,
  localizeProblem,
  type ValidationMessageKey,
  validationMessage,
} from '@portal/contract';
import type { z } from 'zod';
import type { AppError } from '../../kernel/app-error';
import type { ImportColumn } from './import-columns';
import { both } from './import-texts';

/** Names the column in front of a message that does not already say which column it is about. */
export function labelled(column: ImportColumn, message: Localized): Localized {
  return both((lang) => {
    const label = column.label[lang];
    if (message[lang].toLowerCase().includes(label.toLowerCase())) return message[lang];
    return lang === 'zh_CN' ? `${label}：${message[lang]}` : `${label}: ${message[lang]}`;
  });
}

/** An empty required cell reads 'please input {label}' (or 'please select' for a choice). */
export function requiredReason(column: ImportColumn): Localized {
  const key: ValidationMessageKey = column.select ? 'v.requiredSelect' : 'v.required';
  return both((lang) => validationMessage(key, lang, { label: column.label[lang] }));
}

/** The contract schema's refusal of one cell, in the words the form shows, naming the column. */
export function issueReason(column: ImportColumn, issue: z.core.$ZodIssue, blank: boolean): Localized {
  if (blank && column.required) return requiredReason(column);
  return labelled(
    column,
    both((lang) => localizeIssue(issue, lang, { label: column.label[lang], select: column.select })),
  );
}

export function messageReason(column: ImportColumn, key: ValidationMessageKey): Localized {
  return labelled(
    column,
    both((lang) => validationMessage(key, lang, { label: column.label[lang] })),
  );
}

/** A refusal a service words for a field (`FieldProblem`), as the row's reason naming the column. */
export function problemReason(column: ImportColumn, problem: FieldProblem): Localized {
  return labelled(
    column,
    both((lang) => localizeProblem(problem, lang).message),
  );
}

export function errorReason(code: ErrorCodeName, column?: ImportColumn): Localized {
  const message = both((lang) => errorMessage(code, lang));
  return column ? labelled(column, message) : message;
}

/** A service's refusal as a row's reason: its message and its fields' messages, in both languages. */
export function refusalReason(error: AppError): Localized {
  return both((lang) => {
    const fields = error.fieldErrors(lang).map((field) => field.message);
    return [error.localizedMessage(lang), ...fields].join(': ');
  });
}

const YES = new Set(['y', 'yes', '1', 'true', '是']);
const NO = new Set(['n', 'no', '0', 'false', '否']);

/** A yes/no cell: Y/N, 1/0, 是/否 (and yes/no, TRUE/FALSE); undefined when empty, 'invalid' otherwise. */
export function flagOf(text: string | undefined): 0 | 1 | undefined | 'invalid' {
  if (text === undefined) return undefined;
  const key = text.trim().toLowerCase();
  if (YES.has(key)) return 1;
  if (NO.has(key)) return 0;
  return 'invalid';
}
