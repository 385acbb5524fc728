export type TranslateFrom = 'auto' | 'zh' | 'en';
export type TranslateTo = 'zh' | 'en';

export interface TranslationRequest {
  text: string;
  from: TranslateFrom;
  to: TranslateTo;
}

/** A machine-translation service; product names are short, so one request, one answer. */
export interface Translator {
  translate(request: TranslationRequest): Promise<string>;
}

/** The service refused, failed or did not answer in time; `reason` is for the log, not the user. */
export class TranslationError extends Error {
  constructor(
    readonly reason: string,
    options: { cause?: unknown } = {},
  ) {
    super(`translation failed: ${reason}`, options);
  }
}
