import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { AlertReport, AlertSender } from './alert-sender';
import { WebhookAlertSender } from './webhook-alert-sender';

export type { AlertReport, AlertSender } from './alert-sender';

/** The configured webhook, or the log when none is set (development, or alerts not wanted). */
export function createAlertSender(config: Pick<Config, 'alertWebhookUrl'>, log: FastifyBaseLogger): AlertSender {
  if (config.alertWebhookUrl) return new WebhookAlertSender(config.alertWebhookUrl, log);
  return {
    send: async (report: AlertReport) => {
      log.warn({ report }, 'front-end error report (no ALERT_WEBHOOK_URL set)');
    },
  };
}
