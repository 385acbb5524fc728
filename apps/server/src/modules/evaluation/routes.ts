import { evaluation, opsContent } from '@portal/contract';
import type { Core } from '../../core';
import { type RouteBinding, route } from '../../http/route';
import { EvaluationRepository } from './evaluation-repository';
import { EvaluationService } from './evaluation-service';

/** The merchant's quarterly rating of the service, and staff reading the ratings (part of `opsContent`). */
export function evaluationRoutes(core: Core): RouteBinding[] {
  const service = new EvaluationService(core, new EvaluationRepository(core.db));
  return [
    route(evaluation.getCurrent, ({ viewer }) => service.current(viewer)),
    route(evaluation.submit, ({ viewer, body }) => service.submit(viewer, body)),
    route(opsContent.getEvaluations, ({ query }) => service.list(query)),
  ];
}
