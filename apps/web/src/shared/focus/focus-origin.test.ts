import { afterEach, describe, expect, it } from 'vitest';
import { focusOrigin, followFocusOrigin } from './focus-origin';

followFocusOrigin();

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focusOrigin', () => {
  it('is the last focused control outside menus: a chosen menu item answers its trigger', () => {
    document.body.innerHTML = `
      <button id="avatar">Account</button>
      <div class="ant-dropdown"><ul role="menu"><li id="item" tabindex="-1">Settings</li></ul></div>`;
    const avatar = document.getElementById('avatar') as HTMLElement;
    avatar.focus();
    (document.getElementById('item') as HTMLElement).focus();
    expect(document.activeElement?.id).toBe('item');
    expect(focusOrigin()).toBe(avatar);
  });

  it('moves on with the focus outside menus', () => {
    document.body.innerHTML = '<button id="a">A</button><input id="b" />';
    (document.getElementById('a') as HTMLElement).focus();
    (document.getElementById('b') as HTMLElement).focus();
    expect(focusOrigin()?.id).toBe('b');
  });
});
