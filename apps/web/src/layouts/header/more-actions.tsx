import { EllipsisOutlined, QuestionCircleOutlined, SkinOutlined, TranslationOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { languageMenu } from './language-switch';
import { useSwitchLanguage } from './use-switch-language';

interface MoreActionsProps {
  onHelp(): void;
  onTheme(): void;
}

/**
 * On a phone the header has room for the notices and the account menu only: help, language and
 * theme settings move into this menu (browser fullscreen is left out: phones do not offer it).
 */
export function MoreActions({ onHelp, onTheme }: MoreActionsProps) {
  const { t, i18n } = useTranslation();
  const choose = useSwitchLanguage();
  const languages = languageMenu(t, i18n.language, choose);
  const items: MenuProps['items'] = [
    { key: 'help', icon: <QuestionCircleOutlined />, label: t('shell.help') },
    { key: 'theme', icon: <SkinOutlined />, label: t('shell.themeSettings') },
    { type: 'divider' },
    // A group rather than a submenu: a submenu's popup would open past the edge of a phone.
    {
      key: 'language',
      type: 'group',
      label: (
        <span>
          <TranslationOutlined /> {t('shell.language')}
        </span>
      ),
      children: languages.items,
    },
  ];
  const onClick: MenuProps['onClick'] = (info) => {
    if (info.key === 'help') onHelp();
    else if (info.key === 'theme') onTheme();
    else languages.onClick?.(info);
  };
  return (
    <Dropdown
      trigger={['click']}
      autoFocus
      menu={{ items, onClick, selectedKeys: [i18n.language] }}
      placement="bottomRight"
    >
      <Button type="text" icon={<EllipsisOutlined />} aria-label={t('shell.more')} />
    </Dropdown>
  );
}
