import { TranslationOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { UiLanguage } from '../../shared/i18n/languages';
import { useSwitchLanguage } from './use-switch-language';

/** The two languages the header offers (zh_TW is a stub and not listed). */
const CHOICES = ['en', 'zh_CN'] as const;

/**
 * The language choices as menu items, for the header button and the compact header's menu;
 * `choose` is `useSwitchLanguage`'s (switch here, save to the profile).
 */
export function languageMenu(t: TFunction, current: string, choose: (language: UiLanguage) => void): MenuProps {
  return {
    selectable: true,
    selectedKeys: [current],
    items: CHOICES.map((lang) => ({ key: lang, label: t(`shell.languages.${lang}`) })),
    onClick: ({ key }) => {
      const choice = CHOICES.find((lang) => lang === key);
      if (choice) choose(choice);
    },
  };
}

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const choose = useSwitchLanguage();
  return (
    <Dropdown trigger={['click']} autoFocus menu={languageMenu(t, i18n.language, choose)}>
      {/* The span carries the dropdown's click, the button the tooltip its neighbours have. */}
      <span>
        <Tooltip title={t('shell.language')}>
          <Button type="text" icon={<TranslationOutlined />} aria-label={t('shell.language')} />
        </Tooltip>
      </span>
    </Dropdown>
  );
}
