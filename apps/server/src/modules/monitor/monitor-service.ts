import type { AlertSender } from '../../adapters/alert';
import { AppError } from '../../kernel/app-error';
import type { Clock } from '../../platform/clock';
import type { RateLimiter } from '../../platform/rate-limiter';
import { ALERT_TOKEN_TTL_SECONDS, type AlertTokens } from './alert-token';

/** A broken page can report in a loop; this keeps one browser from flooding the on-call channel. */
const REPORTS_PER_MINUTE = 20;

export interface ErrorReport {
  token: string;
  title: string;
  message: string;
  url?: string;
  stack?: string;
}

export class MonitorService {
  constructor(
    private readonly tokens: AlertTokens,
    private readonly sender: AlertSender,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  async issueToken(): Promise<{ token: string; expires_in: number }> {
    return { token: await this.tokens.issue(), expires_in: ALERT_TOKEN_TTL_SECONDS };
  }

  async report(report: ErrorReport, client: { ip: string; userAgent: string }): Promise<void> {
    await this.limiter.hit(`alert:ip:${client.ip}`, REPORTS_PER_MINUTE, 60_000);
    if (!(await this.tokens.isValid(report.token))) throw new AppError('PARAMETER_ERROR');
    await this.sender.send({
      title: report.title,
      message: report.message,
      url: report.url,
      stack: report.stack,
      ip: client.ip,
      userAgent: client.userAgent.slice(0, 300),
      at: this.clock.now().toISOString(),
    });
  }
}
