import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { guardedArea } from './lazy-guarded-area';
import { PageFallback } from './page-fallback';

/** Loads a public page with antd's styles of the public pages, which the sign-in page does without. */
function withPublicStyles<Page>(page: () => Promise<Page>): () => Promise<Page> {
  return () => Promise.all([import('./antd-styles/public-styles'), page()]).then(([, loaded]) => loaded);
}

const LoginPage = lazy(() => import('../features/auth/login-page'));
const RegisterPage = lazy(withPublicStyles(() => import('../features/auth/register-page')));
const ForgetPage = lazy(withPublicStyles(() => import('../features/auth/forget-page')));
const SendEmailPage = lazy(() => import('../features/auth/send-email-page'));
const InvitationPage = lazy(withPublicStyles(() => import('../features/auth/invitation-page')));
const ServerErrorPage = lazy(() => import('../features/errors/server-error-page'));
const GuardedArea = guardedArea.Component;

/** Public pages first; everything else goes through the guard (spec section 2, "Router guard"). */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageFallback />}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/forget" element={<ForgetPage />} />
        <Route path="/send-email" element={<SendEmailPage />} />
        <Route path="/invitation" element={<InvitationPage />} />
        <Route path="/500" element={<ServerErrorPage />} />
        <Route path="*" element={<GuardedArea />} />
      </Routes>
    </Suspense>
  );
}
