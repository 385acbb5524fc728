import type { FastifyBaseLogger } from 'fastify';
import type { AlertReport, AlertSender } from './alert-sender';

const TIMEOUT_MS = 5_000;

/** Posts a DingTalk-style markdown message (`{ msgtype: 'markdown', markdown: { title, text } }`). */
export class WebhookAlertSender implements AlertSender {
  constructor(
    private readonly url: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(report: AlertReport): Promise<void> {
    try {
      const response = await fetch(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ msgtype: 'markdown', markdown: { title: report.title, text: toMarkdown(report) } }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      // DingTalk answers 200 with a non-zero errcode when it refuses a message.
      const reply = await response.text();
      const errcode = parseErrcode(reply);
      if (!response.ok || errcode) {
        this.log.warn({ status: response.status, reply: reply.slice(0, 500), report }, 'alert webhook refused');
      }
    } catch (error) {
      this.log.warn({ err: error, report }, 'alert webhook failed');
    }
  }
}

function toMarkdown(report: AlertReport): string {
  const lines = [
    `### ${oneLine(report.title)}`,
    `- time: ${report.at}`,
    `- page: ${oneLine(report.url ?? '-')}`,
    `- ip: ${report.ip}`,
    `- browser: ${oneLine(report.userAgent || '-')}`,
    '',
    fenced(report.message),
  ];
  if (report.stack) lines.push(fenced(report.stack));
  return lines.join('\n');
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').slice(0, 300);
}

/** Reported text may itself contain fences; they must not close ours. */
function fenced(text: string): string {
  return `\`\`\`\n${text.replaceAll('```', "'''")}\n\`\`\``;
}

function parseErrcode(body: string): number {
  try {
    const value: unknown = JSON.parse(body);
    if (typeof value === 'object' && value !== null && 'errcode' in value && typeof value.errcode === 'number') {
      return value.errcode;
    }
  } catch {
    // Not JSON: a generic webhook; its HTTP status says enough.
  }
  return 0;
}
