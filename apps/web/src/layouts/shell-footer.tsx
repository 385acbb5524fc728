import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePlatform } from '../shared/platform';

/** The copyright line under every page (spec section 2), with the platform variant's brand. */
export function ShellFooter() {
  const { t } = useTranslation();
  const { brand } = usePlatform();
  const { token } = theme.useToken();
  return (
    <footer style={{ padding: '16px 0 24px', textAlign: 'center', color: token.colorTextTertiary }}>
      {t('shell.copyright', { year: new Date().getFullYear(), brand })}
    </footer>
  );
}
