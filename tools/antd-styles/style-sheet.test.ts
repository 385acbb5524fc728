import { describe, expect, it } from 'vitest';
import { CapturedStyles, mapSelector } from './style-sheet';

const style = (id: string, priority: number, css: string) =>
  `<style data-rc-order="prependQueue" data-rc-priority="${priority}" data-token-hash="t1" data-css-hash="${id}">${css}</style>`;
const map = (entries: string) =>
  `<style data-ant-cssinjs-cache-path="data-ant-cssinjs-cache-path">.data-ant-cssinjs-cache-path{content:"${entries}";}</style>`;

describe('the captured antd styles', () => {
  it('merges page loads: each style once, in antd order, with every cache path', () => {
    const styles = new CapturedStyles(['all']);
    styles.add(
      'all',
      style('a1', 0, '.a{color:red}') +
        style('b1', -1, '.b{color:blue}') +
        map('t1|Button|ant-btn:a1;t1|Shared|ant:b1'),
    );
    styles.add(
      'all',
      style('a1', 0, '.a{color:red}') +
        style('c1', 0, '.c{margin:0}') +
        map('t1|Button|ant-btn:a1;t1|Table|ant-table:c1'),
    );

    expect(styles.pathCount('all')).toBe(3);
    expect(styles.toCss('all')).toBe(
      '.b{color:blue}.a{color:red}.c{margin:0}' +
        '.data-ant-cssinjs-cache-path{content:"t1|Button|ant-btn:a1;t1|Shared|ant:b1;t1|Table|ant-table:c1";}',
    );
  });

  it('gives each area the styles its base lacks, and a map of both that wins over the base map', () => {
    const styles = new CapturedStyles(['sign-in', 'public', 'signed-in']);
    styles.add('sign-in', style('btn', 0, '.btn{}') + map('t1|Button|ant-btn:btn'));
    styles.add('public', style('btn', 0, '.btn{}') + style('form', 0, '.form{}') + map('t1|Form|ant-form:form'));
    styles.add(
      'signed-in',
      style('btn', 0, '.btn{}') +
        style('form', 0, '.form{}') +
        style('table', 0, '.table{}') +
        map('t1|Table|ant-table:table;t1|Form|ant-form:form'),
    );

    expect(styles.toCss('sign-in')).toBe('.btn{}.data-ant-cssinjs-cache-path{content:"t1|Button|ant-btn:btn";}');
    // The sign-in sheet is always loaded: an area repeats none of its styles, but maps them.
    expect(styles.toCss('public')).toBe(
      '.form{}body .data-ant-cssinjs-cache-path{content:"t1|Button|ant-btn:btn;t1|Form|ant-form:form";}',
    );
    // The signed-in pages may never have loaded the public sheet: they carry the form's styles too.
    expect(styles.toCss('signed-in')).toBe(
      '.form{}.table{}html body .data-ant-cssinjs-cache-path' +
        '{content:"t1|Button|ant-btn:btn;t1|Table|ant-table:table;t1|Form|ant-form:form";}',
    );
    expect(styles.pathCount('signed-in')).toBe(3);
  });

  it('makes each later area’s map rule more specific than the ones before', () => {
    const specificity = (selector: string) => selector.split(' ').length;
    expect(specificity(mapSelector(1))).toBeGreaterThan(specificity(mapSelector(0)));
    expect(specificity(mapSelector(2))).toBeGreaterThan(specificity(mapSelector(1)));
  });

  it('keeps effect styles (keyframes), which antd names by their effect', () => {
    const styles = new CapturedStyles(['all']);
    styles.add('all', style('_effect-css-x-loading', 0, '@keyframes css-x-loading{0%{opacity:0}}') + map(''));
    expect(styles.toCss('all')).toContain('@keyframes css-x-loading');
    expect(styles.pathCount('all')).toBe(0);
  });
});
