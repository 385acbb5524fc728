import { theme as antdTheme } from 'antd';
import { useTranslation } from 'react-i18next';
import { shownPage } from './tabs/use-page-focus';

/**
 * The first stop of Tab on every shell page, shown only while focused: it jumps past the menu,
 * header and tab bar to the page shown, whose controls the next Tab reaches.
 */
export function SkipLink() {
  const { t } = useTranslation();
  const { token } = antdTheme.useToken();
  return (
    <button
      type="button"
      className="shell-skip-link"
      style={{
        border: 'none',
        cursor: 'pointer',
        background: token.colorBgElevated,
        color: token.colorText,
        boxShadow: token.boxShadowSecondary,
      }}
      onClick={() => shownPage()?.focus()}
    >
      {t('shell.skipToContent')}
    </button>
  );
}
