import { Typography } from 'antd';

/**
 * What a table says when it has no rows. antd draws its placeholder in the disabled grey (1.8:1 on
 * white), but "no data" is text to read, not a disabled control: it takes the secondary text colour.
 */
export function tableEmpty(text: string) {
  return <Typography.Text type="secondary">{text}</Typography.Text>;
}
