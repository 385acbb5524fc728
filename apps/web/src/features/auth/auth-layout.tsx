import { theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatform, usePlatformHead } from '../../shared/platform';
import { AuthLanguageSwitch } from './auth-language-switch';

interface AuthLayoutProps {
  title: string;
  /** Registration has more fields than fit a narrow column. */
  width?: number;
  /** Under the card: links to the other auth pages. */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every public auth page: the variant's logo and brand, the language switch and a
 * card. Deliberately plain HTML and theme tokens: antd's Card and Typography pull in tabs, menus
 * and text editing, which /login's bundle budget cannot afford.
 */
export function AuthLayout({ title, width = 400, footer, children }: AuthLayoutProps) {
  const { token } = theme.useToken();
  const { t } = useTranslation();
  const platform = usePlatform();
  usePlatformHead(title);

  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: token.colorBgLayout }}>
      <header style={{ display: 'flex', justifyContent: 'flex-end', padding: 16 }}>
        <AuthLanguageSwitch />
      </header>
      <main
        style={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', padding: '8px 16px 48px' }}
      >
        <div style={{ textAlign: 'center', marginBottom: 24 }}>
          <img
            src={platform.logo}
            alt={t('platform.logoAlt', { brand: platform.brand })}
            width={56}
            height={56}
            data-testid="platform-logo"
          />
          <h1 style={{ margin: '12px 0 4px', fontSize: token.fontSizeHeading3, color: token.colorTextHeading }}>
            {platform.brand}
          </h1>
          <p style={{ margin: 0, color: token.colorTextSecondary }}>{platform.slogan}</p>
        </div>
        <section
          style={{
            width: '100%',
            maxWidth: width,
            padding: '28px 32px 8px',
            background: token.colorBgContainer,
            borderRadius: token.borderRadiusLG,
            boxShadow: token.boxShadowTertiary,
            color: token.colorText,
          }}
        >
          <h2 style={{ margin: '0 0 20px', fontSize: token.fontSizeHeading4, color: token.colorTextHeading }}>
            {title}
          </h2>
          {children}
        </section>
        {footer ? <div style={{ marginTop: 16, color: token.colorTextSecondary }}>{footer}</div> : null}
      </main>
    </div>
  );
}
