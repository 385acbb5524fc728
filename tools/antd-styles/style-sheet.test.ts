import { describe, expect, it } from 'vitest';
import { CapturedStyles } from './style-sheet';

const style = (id: string, priority: number, css: string) =>
  `<style data-rc-order="prependQueue" data-rc-priority="${priority}" data-token-hash="t1" data-css-hash="${id}">${css}</style>`;
const map = (entries: string) =>
  `<style data-ant-cssinjs-cache-path="data-ant-cssinjs-cache-path">.data-ant-cssinjs-cache-path{content:"${entries}";}</style>`;

describe('the captured antd styles', () => {
  it('merges page loads: each style once, in antd order, with every cache path', () => {
    const styles = new CapturedStyles();
    styles.add(
      style('a1', 0, '.a{color:red}') +
        style('b1', -1, '.b{color:blue}') +
        map('t1|Button|ant-btn:a1;t1|Shared|ant:b1'),
    );
    styles.add(
      style('a1', 0, '.a{color:red}') +
        style('c1', 0, '.c{margin:0}') +
        map('t1|Button|ant-btn:a1;t1|Table|ant-table:c1'),
    );

    expect(styles.pathCount).toBe(3);
    expect(styles.toCss()).toBe(
      '.b{color:blue}.a{color:red}.c{margin:0}' +
        '.data-ant-cssinjs-cache-path{content:"t1|Button|ant-btn:a1;t1|Shared|ant:b1;t1|Table|ant-table:c1";}',
    );
  });

  it('keeps effect styles (keyframes), which antd names by their effect', () => {
    const styles = new CapturedStyles();
    styles.add(style('_effect-css-x-loading', 0, '@keyframes css-x-loading{0%{opacity:0}}') + map(''));
    expect(styles.toCss()).toContain('@keyframes css-x-loading');
    expect(styles.pathCount).toBe(0);
  });
});
