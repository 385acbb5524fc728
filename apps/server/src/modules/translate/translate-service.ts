import type { FastifyBaseLogger } from 'fastify';
import { TranslationError, type TranslationRequest, type Translator } from '../../adapters/translate';
import { AppError } from '../../kernel/app-error';
import type { Viewer } from '../../kernel/viewer';
import type { RateLimiter } from '../../platform/rate-limiter';

/** Paid per character upstream: a person clicking "translate" stays far below this; a script does not. */
const PER_ACCOUNT = { limit: 60, windowMs: 60_000 };

/** Product-name translation for the SKU form, through whichever service is configured. */
export class TranslateService {
  constructor(
    private readonly translator: Translator | null,
    private readonly limiter: RateLimiter,
    private readonly log: FastifyBaseLogger,
  ) {}

  async translate(viewer: Viewer, request: TranslationRequest): Promise<{ text: string }> {
    if (!this.translator) throw new AppError('TRANSLATION_NOT_CONFIGURED');
    await this.limiter.hit(`translate:account:${viewer.accountId}`, PER_ACCOUNT.limit, PER_ACCOUNT.windowMs);
    try {
      return { text: await this.translator.translate(request) };
    } catch (error) {
      if (!(error instanceof TranslationError)) throw error;
      this.log.warn({ reason: error.reason }, 'translation service failed');
      throw new AppError('TRANSLATION_FAILED', { cause: error });
    }
  }
}
