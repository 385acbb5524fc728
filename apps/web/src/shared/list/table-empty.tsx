import { Typography } from 'antd';

/**
 * What a table says when it has no rows. antd draws its placeholder in the disabled grey (1.8:1 on
 * white), but "no data" is text to read, not a disabled control: it takes the secondary text colour.
 */
export function tableEmpty(text: string) {
  return <Typography.Text type="secondary">{text}</Typography.Text>;
}

/**
 * A table's columns as an empty table draws them: without their widths and pins. An empty table
 * scrolls no region of its own (there is nothing in it to focus, which a scrolling region needs), so
 * the widths of its columns would widen the page itself past a phone's screen.
 */
export function columnsWhenEmpty<C extends { width?: unknown; fixed?: unknown }>(rows: number, columns: C[]): C[] {
  return rows > 0 ? columns : columns.map(({ width: _width, fixed: _fixed, ...column }) => column as C);
}
