import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
// The password input alone (not antd's Input barrel): /login's bundle budget cannot carry the rest.
import Password, { type PasswordProps } from 'antd/es/input/Password';
import { useTranslation } from 'react-i18next';

// 24 px square: the smallest target WCAG 2.2 allows (2.5.8); the negative margin keeps a default
// size input (22 px of content) at its height.
const TOGGLE_STYLE = {
  border: 'none',
  background: 'none',
  padding: 0,
  color: 'inherit',
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 24,
  height: 24,
  marginBlock: -1,
};

/**
 * antd's password input whose show/hide eye is a real button: antd draws it as a span, which a
 * keyboard never reaches. One name, its state in `aria-pressed`, as a toggle button is announced.
 */
export function PasswordInput(props: Omit<PasswordProps, 'iconRender'>) {
  const { t } = useTranslation();
  return (
    <Password
      {...props}
      iconRender={(visible) => (
        <button type="button" aria-label={t('common.showPassword')} aria-pressed={visible} style={TOGGLE_STYLE}>
          {visible ? <EyeOutlined /> : <EyeInvisibleOutlined />}
        </button>
      )}
    />
  );
}
