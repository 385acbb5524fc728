import { theme } from 'antd';
import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';

/** A router link in the theme's link colour (antd styles anchors only inside its own components). */
export function AuthLink({ to, children }: { to: To; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Link to={to} style={{ color: token.colorLink }}>
      {children}
    </Link>
  );
}
