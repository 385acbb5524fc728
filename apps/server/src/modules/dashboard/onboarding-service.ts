import { allows, type ContentOf, type dashboard, ONBOARDING_STEPS } from '@portal/contract';
import type { Viewer } from '../../kernel/viewer';
import type { OnboardingProgress } from '../../platform/onboarding-progress';

export type Onboarding = ContentOf<typeof dashboard.getOnboarding>;

/** The onboarding checklist: the steps the account's rights allow, in the contract's order, each done or not. */
export class OnboardingService {
  constructor(private readonly progress: OnboardingProgress) {}

  async checklist(viewer: Viewer): Promise<Onboarding> {
    const steps = ONBOARDING_STEPS.filter((entry) => allows(viewer, entry.permission)).map((entry) => entry.step);
    const done = await this.progress.done(viewer, steps);
    return { steps: steps.map((step) => ({ step, done: done.has(step) })) };
  }
}
