import { describe, expect, it } from 'vitest';
import { deviceName } from './device-name';

describe('device names of sessions', () => {
  it('names browser and system of common user agents', () => {
    expect(
      deviceName(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome 140 · Windows 10');
    expect(
      deviceName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      ),
    ).toMatch(/^Safari 18 · iOS 18/);
  });

  it('answers empty for no or an unreadable user agent', () => {
    expect(deviceName('')).toBe('');
    expect(deviceName('lightMyRequest')).toBe('');
  });
});
