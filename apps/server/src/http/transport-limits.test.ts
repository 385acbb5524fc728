import { describe, expect, it } from 'vitest';
import { clientErrorResponse } from './transport-limits';

function parse(response: string) {
  const [head = '', body = ''] = response.split('\r\n\r\n');
  return { statusLine: head.split('\r\n')[0], head, body: JSON.parse(body) };
}

describe('replies to requests the HTTP parser refused', () => {
  it('answers in the envelope, in the language of the refused bytes when they carry it', () => {
    const packet = Buffer.from(`aaaa\r\nAccept-Language: zh_CN,zh;q=0.9\r\n\r\n`, 'latin1');
    const overflow = parse(clientErrorResponse({ code: 'HPE_HEADER_OVERFLOW', rawPacket: packet }));
    expect(overflow.statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(overflow.body).toEqual({ error_code: 1413, msg: '请求内容过大', content: null });
    expect(overflow.head).toContain('Connection: close');

    const timeout = parse(clientErrorResponse({ code: 'ERR_HTTP_REQUEST_TIMEOUT' }));
    expect(timeout.statusLine).toBe('HTTP/1.1 408 Request Timeout');
    expect(timeout.body.error_code).toBe(1408);
    expect(timeout.body.msg).toBe('The request took too long to arrive, please try again');

    const garbage = parse(clientErrorResponse({ code: 'HPE_INVALID_METHOD' }));
    expect([garbage.statusLine, garbage.body.msg]).toEqual(['HTTP/1.1 400 Bad Request', 'Parameter error']);
  });
});
