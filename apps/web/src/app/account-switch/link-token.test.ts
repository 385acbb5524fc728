import { afterEach, describe, expect, it } from 'vitest';
import { captureLinkToken, clearLinkToken, pendingLinkToken } from './link-token';

describe('a session token in the address', () => {
  afterEach(() => {
    clearLinkToken();
    window.history.replaceState(null, '', '/');
  });

  it('is taken out of the address at once, keeping the other parameters, the hash and the history state', () => {
    window.history.replaceState({ idx: 3 }, '', '/productsList?token=abc123&page=2#top');
    const before = window.history.length;
    captureLinkToken();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/productsList?page=2#top',
    );
    expect(window.history.state).toEqual({ idx: 3 });
    expect(window.history.length).toBe(before);
    expect(pendingLinkToken()).toBe('abc123');
  });

  it('leaves public pages and addresses without a token alone', () => {
    window.history.replaceState(null, '', '/forget?token=reset-token');
    captureLinkToken();
    expect(window.location.search).toBe('?token=reset-token');
    window.history.replaceState(null, '', '/dashboard/workplace?x=1');
    captureLinkToken();
    expect(window.location.search).toBe('?x=1');
    expect(pendingLinkToken()).toBeNull();
  });
});
