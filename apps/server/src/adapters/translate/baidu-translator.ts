import { createHash, randomInt } from 'node:crypto';
import { TranslationError, type TranslationRequest, type Translator } from './translator';

export interface BaiduOptions {
  appId: string;
  key: string;
  url: string;
  timeoutMs: number;
}

/** Baidu answers 52000 for success in some replies; every other error_code is a refusal. */
const SUCCESS_CODES = new Set(['52000']);

/**
 * Baidu's general text translation API (fanyi-api.baidu.com, "vip/translate"): a form-encoded POST
 * signed with md5(appid + q + salt + key); the reply holds one `trans_result` entry per line of `q`.
 * Baidu's language codes for Chinese, English and detection are the contract's own (zh, en, auto).
 */
export class BaiduTranslator implements Translator {
  constructor(private readonly options: BaiduOptions) {}

  async translate(request: TranslationRequest): Promise<string> {
    const { appId, key, url, timeoutMs } = this.options;
    const salt = String(randomInt(1_000_000_000));
    const form = new URLSearchParams({
      q: request.text,
      from: request.from,
      to: request.to,
      appid: appId,
      salt,
      sign: baiduSign(appId, request.text, salt, key),
    });
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new TranslationError(error instanceof Error ? error.message : String(error), { cause: error });
    }
    const text = await response.text().catch(() => '');
    if (!response.ok) throw new TranslationError(`HTTP ${response.status}: ${text.slice(0, 200)}`);
    return readResult(text);
  }
}

/** The request signature: md5 of appid, the text as sent, salt and the secret key, as lower-case hex. */
export function baiduSign(appId: string, text: string, salt: string, key: string): string {
  return createHash('md5').update(`${appId}${text}${salt}${key}`, 'utf8').digest('hex');
}

function readResult(body: string): string {
  let reply: unknown;
  try {
    reply = JSON.parse(body);
  } catch {
    throw new TranslationError(`not JSON: ${body.slice(0, 200)}`);
  }
  if (typeof reply !== 'object' || reply === null) throw new TranslationError('empty reply');
  if ('error_code' in reply && !SUCCESS_CODES.has(String(reply.error_code))) {
    const message = 'error_msg' in reply ? String(reply.error_msg) : '';
    throw new TranslationError(`error_code ${String(reply.error_code)} ${message}`.trim());
  }
  const results = 'trans_result' in reply && Array.isArray(reply.trans_result) ? reply.trans_result : [];
  const lines = results.map((r: unknown) =>
    typeof r === 'object' && r !== null && 'dst' in r && typeof r.dst === 'string' ? r.dst : undefined,
  );
  if (!lines.length || lines.some((line) => line === undefined)) throw new TranslationError('no trans_result');
  return lines.join('\n');
}
