import { type Lang, validationMessage } from '@portal/contract';
import { AppError } from '../http/app-error';

/**
 * 'Operation too frequent' with how long to wait, in the user's language ("please try again in
 * 40 seconds"); the error handler sends the wait as `Retry-After`.
 */
export class RetryLaterError extends AppError {
  constructor(waitMs: number, lang: Lang) {
    // Never "1 seconds": a wait this short is rounded up.
    const seconds = Math.max(2, Math.ceil(waitMs / 1000));
    const message =
      seconds < 90
        ? validationMessage('v.retryInSeconds', lang, { seconds })
        : validationMessage('v.retryInMinutes', lang, { minutes: Math.ceil(seconds / 60) });
    super('TOO_FREQUENT', { fields: [{ field: '', message }], retryAfterSeconds: seconds });
  }
}
