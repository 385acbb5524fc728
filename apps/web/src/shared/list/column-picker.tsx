import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Popover, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { atLeast, leafColumns } from './list-columns';
import type { ListColumns } from './use-list-columns';

/** Which of a list's columns to show: ticked ones are kept for this browser, "Default" goes back to the list's choice. */
export function ColumnPicker<T>({ columns }: { columns: ListColumns<T> }) {
  const { t } = useTranslation();
  const leaves = leafColumns(columns.all);
  const label = t('listKit.columns.button');
  const content = (
    <Flex vertical gap={8} data-testid="column-picker-panel" style={{ maxHeight: '60vh', overflowY: 'auto' }}>
      <Typography.Text type="secondary">{t('listKit.columns.hint')}</Typography.Text>
      <Checkbox.Group
        aria-label={label}
        value={columns.shown}
        onChange={(keys) => columns.pick(keys.map(String))}
        style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
        options={leaves.map((column) => ({ value: column.key, label: column.title, disabled: column.always }))}
      />
      <Button size="small" onClick={columns.reset} disabled={!columns.isPicked}>
        {t('listKit.columns.reset')}
      </Button>
    </Flex>
  );
  const wide = atLeast(columns.screenWidth, 'md');
  return (
    <Popover content={content} trigger="click" placement="bottomRight" title={label}>
      <Button icon={<SettingOutlined />} aria-label={wide ? undefined : label} data-testid="column-picker">
        {wide ? label : null}
      </Button>
    </Popover>
  );
}
