import type { OnboardingStep } from '@portal/contract';
import type { TenantScope } from '../kernel/viewer';

/**
 * Whether the merchant has taken a step of the onboarding checklist (`ONBOARDING_STEPS`), in the
 * caller's scope (a SKU-limited account counts its SKUs' records). The module owning each record
 * registers its check, so the dashboard asks without importing them; a step several modules can
 * complete (an API key or a shop connection) is done when any of its checks says so.
 */
export type OnboardingCheck = (scope: TenantScope) => Promise<boolean>;

export class OnboardingProgress {
  private readonly checks = new Map<string, { step: OnboardingStep; done: OnboardingCheck }>();

  /** Registering the same name again replaces its check. */
  register(name: string, step: OnboardingStep, done: OnboardingCheck): void {
    this.checks.set(name, { step, done });
  }

  /** Which of these steps are done; a step no module registered is not. */
  async done(scope: TenantScope, steps: readonly OnboardingStep[]): Promise<Set<OnboardingStep>> {
    const wanted = [...this.checks.values()].filter((check) => steps.includes(check.step));
    const answers = await Promise.all(wanted.map(async (check) => [check.step, await check.done(scope)] as const));
    return new Set(answers.filter(([, done]) => done).map(([step]) => step));
  }
}
