/** A reply with a non-zero error_code, or a request that never got one. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly content: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** error_code values the request layer gives to failures that never reached the server. */
export const CLIENT_ERROR = {
  duplicate: -1,
  timeout: -2,
  network: -3,
  badReply: -4,
} as const;

export const DUPLICATE_REQUEST_MESSAGE = 'Request canceled due to duplicate request';
