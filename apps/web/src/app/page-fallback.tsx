import { theme } from 'antd';
import './page-fallback.css';

/** Shown while a page's chunk or the current user loads. */
export function PageFallback() {
  const { token } = theme.useToken();
  return (
    <div className="page-fallback" aria-live="polite" aria-busy="true" style={{ color: token.colorPrimary }}>
      <i />
      <i />
      <i />
      <i />
    </div>
  );
}
