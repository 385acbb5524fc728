import type { Lang, Localized } from '../core/lang';

/**
 * The names of one entity's fields in both languages of the API: the one source of a field's label
 * for list columns, form fields, filters, import templates and export headers. Zod-free, so the web
 * can put the labels among its translations (loaded with the first screen).
 */
export type LabelSet<K extends string> = Readonly<Record<K, Localized>>;

export function defineLabels<const K extends string>(labels: Record<K, Localized>): LabelSet<K> {
  return Object.freeze(labels);
}

/** The labels of a set in one language, e.g. for the web's translations. */
export function labelsIn<K extends string>(labels: LabelSet<K>, lang: Lang): Record<K, string> {
  return Object.fromEntries(Object.entries<Localized>(labels).map(([key, label]) => [key, label[lang]])) as Record<
    K,
    string
  >;
}

/** A label with a note in brackets, as each language writes it: "Created time (UTC)", "创建时间（UTC）". */
export function withNote(label: Localized, note: string | Localized): Localized {
  const text = (lang: Lang) => (typeof note === 'string' ? note : note[lang]);
  return { en: `${label.en} (${text('en')})`, zh_CN: `${label.zh_CN}（${text('zh_CN')}）` };
}
