import { AppError } from '../kernel/app-error';

/**
 * 'Operation too frequent' with how long to wait ("please try again in 40 seconds", worded in the
 * user's language when sent); the error handler sends the wait as `Retry-After`.
 */
export class RetryLaterError extends AppError {
  constructor(waitMs: number) {
    // Never "1 seconds": a wait this short is rounded up.
    const seconds = Math.max(2, Math.ceil(waitMs / 1000));
    super('TOO_FREQUENT', {
      fields: [
        seconds < 90
          ? { field: '', message: 'v.retryInSeconds', params: { seconds } }
          : { field: '', message: 'v.retryInMinutes', params: { minutes: Math.ceil(seconds / 60) } },
      ],
      retryAfterSeconds: seconds,
    });
  }
}
