import { TranslationOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../shared/i18n/i18n';

/** The two languages the header offers (zh_TW is a stub and not listed). */
const CHOICES = ['en', 'zh_CN'] as const;

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [i18n.language],
        items: CHOICES.map((lang) => ({ key: lang, label: t(`shell.languages.${lang}`) })),
        onClick: ({ key }) => {
          const choice = CHOICES.find((lang) => lang === key);
          if (choice) void changeLanguage(choice);
        },
      }}
    >
      <Button type="text" icon={<TranslationOutlined />} aria-label={t('shell.language')} />
    </Dropdown>
  );
}
