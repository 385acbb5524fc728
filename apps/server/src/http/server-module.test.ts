import { AREAS, type AreaName, defineOperation, operationsOf } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Core } from '../core';
import { everyMinutes } from '../platform/jobs/schedule';
import { type RouteBinding, route } from './route';
import { moduleJobs, moduleRoutes, type ServerModule } from './server-module';

const core = {} as Core;
const bindingsOf = (area: AreaName): RouteBinding[] =>
  operationsOf(AREAS[area]).map((operation) => ({ operation, handler: () => null }));

/** One module per area serving exactly its operations: what the real modules must add up to. */
function wholeContract(): ServerModule[] {
  return (Object.keys(AREAS) as AreaName[]).map((area) => ({ area, routes: () => bindingsOf(area) }));
}

function replace(modules: ServerModule[], area: AreaName, next: ServerModule | null): ServerModule[] {
  return modules.flatMap((module) => (module.area === area ? (next ? [next] : []) : [module]));
}

describe('moduleRoutes checks the modules against the contract', () => {
  it('accepts one module per area serving its operations', () => {
    expect(moduleRoutes(wholeContract(), core).length).toBe(Object.values(AREAS).flatMap(operationsOf).length);
  });

  it('refuses an operation without a route (a module dropped)', () => {
    expect(() => moduleRoutes(replace(wholeContract(), 'translate', null), core)).toThrow(
      'translate.baiduTranslate has 0 routes',
    );
  });

  it('refuses a module serving another area', () => {
    const modules = replace(wholeContract(), 'translate', { area: 'upload', routes: () => bindingsOf('translate') });
    expect(() => moduleRoutes(modules, core)).toThrow('module upload serves translate.baiduTranslate');
  });

  it('refuses two modules for one area', () => {
    const modules = [...wholeContract(), { area: 'translate' as const, routes: () => [] }];
    expect(() => moduleRoutes(modules, core)).toThrow('area translate is served by 2 modules');
  });

  it('refuses a route whose operation the contract does not list (an area dropped from AREAS)', () => {
    const stray = defineOperation({
      id: 'translate.detect',
      method: 'POST',
      path: '/detect',
      summary: 'not in the contract',
      auth: 'user',
      response: z.null(),
    });
    const modules = replace(wholeContract(), 'translate', {
      area: 'translate',
      routes: () => [...bindingsOf('translate'), route(stray, () => null)],
    });
    expect(() => moduleRoutes(modules, core)).toThrow(
      "translate.detect is served but not in the contract's ALL_OPERATIONS",
    );
  });
});

describe("moduleJobs gathers the modules' jobs", () => {
  const job = (name: string) => ({ name, schedule: everyMinutes(5), run: async () => undefined });

  it("takes each module's jobs, named after its area", () => {
    const modules: ServerModule[] = [
      { area: 'auth', routes: () => [], jobs: () => [job('auth.pruneResets')] },
      { area: 'upload', routes: () => [] },
    ];
    expect(moduleJobs(modules, core).map((j) => j.name)).toEqual(['auth.pruneResets']);
  });

  it('refuses a job named after another area', () => {
    const modules: ServerModule[] = [{ area: 'auth', routes: () => [], jobs: () => [job('order.clearRecipients')] }];
    expect(() => moduleJobs(modules, core)).toThrow('module auth declares job order.clearRecipients');
  });
});
