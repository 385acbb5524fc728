import type { Core } from '../../core';
import { dailyAt } from '../../platform/jobs/schedule';
import type { ScheduledJob } from '../../platform/jobs/scheduled-job';
import { PasswordResetRepository } from './password-reset-repository';

const DAY = 24 * 60 * 60_000;

/** The auth module's scheduled jobs: reset links that expired (used ones too) a day ago are dropped. */
export function authJobs(core: Core): ScheduledJob[] {
  const resets = new PasswordResetRepository(core.db);
  return [
    {
      name: 'auth.prunePasswordResets',
      schedule: dailyAt('03:10'),
      run: async (now) => ({ password_resets: await resets.prune(new Date(now.getTime() - DAY).toISOString()) }),
    },
  ];
}
