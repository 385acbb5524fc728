import type { Core } from '../../core';
import { defineModule } from '../../http/server-module';
import type { Actor } from '../../platform/actor';
import { opsSurveyRoutes } from './ops-survey-routes';
import { surveyRoutes } from './routes';
import { SurveyRepository } from './survey-repository';
import { SurveyStaffService } from './survey-staff-service';

/** The provider's surveys (customs survey, tax opinions): merchants answer open campaigns; staff run them. */
export const surveyModule = defineModule({
  name: 'survey',
  areas: ['survey', 'opsContent'],
  routes: (core: Core) => {
    const repository = new SurveyRepository(core.db);
    return [...surveyRoutes(core, repository), ...opsSurveyRoutes(core, repository)];
  },
});

/**
 * The demo seed's campaigns: one open campaign of each survey, opened only when the survey never
 * had one (so a campaign staff closed stays closed across restarts).
 */
export async function openDemoSurveyCampaigns(core: Core, actor: Actor) {
  const repository = new SurveyRepository(core.db);
  const staff = new SurveyStaffService(core, repository);
  for (const kind of ['customs', 'tax_opinions'] as const) {
    if (await repository.anyCampaign(kind)) continue;
    await staff.open(actor, { kind, title: '' });
  }
}
