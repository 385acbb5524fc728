import { Flex, Typography } from 'antd';
import type { ListColumn } from '../../shared/list/list-columns';

/**
 * The column that names a row of the catalogue by its code (a SKU, a package's code): always shown,
 * pinned at the left on a desktop, narrower on a phone so code, names and the row menu fit 390 px.
 */
export function codeColumn<T>(
  key: 'sku' | 'code',
  title: string,
  width: number,
  extra: Pick<ListColumn<T>, 'sortKey'> = {},
): ListColumn<T> {
  return { key, dataIndex: key, title, width, fixed: 'left', always: true, compact: { width: 110 }, ...extra };
}

/**
 * A SKU's or package's names: Chinese above, English below in grey. No width of its own: the names
 * take the room the other columns leave, so at 1440 px (side menu open) the columns fit and none
 * sits under a pinned column; on a phone, the width that keeps code, names and the row menu within 390 px.
 */
export function namesColumn<T extends { name_cn: string; name_en: string }>(title: string): ListColumn<T> {
  return {
    key: 'name',
    title,
    compact: { width: 110 },
    render: (_, item) => (
      <Flex vertical>
        <span>{item.name_cn}</span>
        <Typography.Text type="secondary">{item.name_en}</Typography.Text>
      </Flex>
    ),
  };
}
