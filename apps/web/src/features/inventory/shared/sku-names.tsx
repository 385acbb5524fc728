import { Flex, Typography } from 'antd';

/** A SKU's names in a stock row: Chinese above, English below in grey. */
export function SkuNames({ row }: { row: { name_cn: string; name_en: string } }) {
  return (
    <Flex vertical>
      <span>{row.name_cn}</span>
      <Typography.Text type="secondary">{row.name_en}</Typography.Text>
    </Flex>
  );
}
