import { survey } from '@portal/contract';
import type { Core } from '../../core';
import { type RouteBinding, route } from '../../http/route';
import type { SurveyRepository } from './survey-repository';
import { SurveyService } from './survey-service';

/** The merchant's surveys: the customs survey and the tax opinions collection (main account only). */
export function surveyRoutes(core: Core, repository: SurveyRepository): RouteBinding[] {
  const service = new SurveyService(core, repository);
  return [
    route(survey.getCustoms, ({ viewer }) => service.current(viewer, 'customs')),
    route(survey.submitCustoms, ({ viewer, actor, body }) => service.submit(viewer, actor, 'customs', body)),
    route(survey.getTaxOpinions, ({ viewer }) => service.current(viewer, 'tax_opinions')),
    route(survey.submitTaxOpinions, ({ viewer, actor, body }) => service.submit(viewer, actor, 'tax_opinions', body)),
  ];
}
