import type { Lang } from '@portal/contract';
import type { Core } from '../../core';
import type { Tx } from '../../db/transaction';
import { defineModule } from '../../http/server-module';
import { authJobs } from './auth-jobs';
import { loginThrottle } from './login-throttle';
import { opsAccountRoutes } from './ops-account-routes';
import { PasswordResetRepository } from './password-reset-repository';
import { PasswordResetService } from './password-reset-service';
import { authRoutes } from './routes';

/**
 * The auth module's public surface: sign-in, registration and password-reset routes (`routes.ts`),
 * the staff's calls on accounts (`ops-account-routes.ts`: the demo mail outbox, signing an account
 * out everywhere) and its pruning job.
 */
export const authModule = defineModule({
  name: 'auth',
  areas: ['auth', 'opsIdentity'],
  routes: (core) => [...authRoutes(core), ...opsAccountRoutes(core)],
  jobs: authJobs,
});

/** Mails an active account the forgotten-password link (the sub-account screen offers it for its accounts). */
export function sendPasswordResetLink(core: Core, email: string, ip: string, lang: Lang): Promise<void> {
  return new PasswordResetService(core, new PasswordResetRepository(core.db), loginThrottle(core)).sendLink(
    email,
    ip,
    lang,
  );
}

/** A deleted account's reset links go with it, in the deleting transaction. */
export function forgetAccountResets(core: Pick<Core, 'db'>, accountId: number, tx: Tx): Promise<void> {
  return new PasswordResetRepository(core.db).forgetAccount(accountId, tx);
}
