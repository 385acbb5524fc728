import { QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** Header help: opens the help of the screen in view. */
export function HelpButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('shell.help')}>
      <Button type="text" icon={<QuestionCircleOutlined />} aria-label={t('shell.help')} onClick={onClick} />
    </Tooltip>
  );
}
