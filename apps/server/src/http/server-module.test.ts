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
  return (Object.keys(AREAS) as AreaName[]).map((area) => ({
    name: area,
    areas: [area],
    routes: () => bindingsOf(area),
  }));
}

function replace(modules: ServerModule[], name: string, next: ServerModule | null): ServerModule[] {
  return modules.flatMap((module) => (module.name === name ? (next ? [next] : []) : [module]));
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

  it('accepts a domain module serving several areas, and an area shared by several modules', () => {
    const [first, ...rest] = operationsOf(AREAS.open);
    const modules = [
      ...replace(replace(replace(wholeContract(), 'order', null), 'opsOrder', null), 'open', null),
      {
        name: 'order',
        areas: ['order', 'opsOrder', 'open'],
        routes: () => [
          ...bindingsOf('order'),
          ...bindingsOf('opsOrder'),
          ...rest.map((operation) => ({ operation, handler: () => null })),
        ],
      },
      { name: 'inventory2', areas: ['open'], routes: () => (first ? [{ operation: first, handler: () => null }] : []) },
    ] satisfies ServerModule[];
    expect(moduleRoutes(modules, core).length).toBe(Object.values(AREAS).flatMap(operationsOf).length);
  });

  it('refuses a module serving an area it does not declare', () => {
    const modules = replace(wholeContract(), 'translate', {
      name: 'upload2',
      areas: ['upload'],
      routes: () => [...bindingsOf('translate'), ...bindingsOf('upload')],
    });
    expect(() => moduleRoutes(replace(modules, 'upload', null), core)).toThrow(
      'module upload2 serves translate.baiduTranslate, not an operation of its areas',
    );
  });

  it('refuses a module declaring an area it serves nothing of', () => {
    const modules = replace(wholeContract(), 'translate', {
      name: 'translate',
      areas: ['translate', 'upload'],
      routes: () => bindingsOf('translate'),
    });
    expect(() => moduleRoutes(modules, core)).toThrow(
      'module translate declares area upload but serves none of its operations',
    );
  });

  it('refuses two modules of one name', () => {
    const modules = [...wholeContract(), { name: 'translate', areas: [], routes: () => [] }];
    expect(() => moduleRoutes(modules, core)).toThrow('module translate is declared 2 times');
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
      name: 'translate',
      areas: ['translate'],
      routes: () => [...bindingsOf('translate'), route(stray, () => null)],
    });
    expect(() => moduleRoutes(modules, core)).toThrow(
      "translate.detect is served but not in the contract's ALL_OPERATIONS",
    );
  });
});

describe("moduleJobs gathers the modules' jobs", () => {
  const job = (name: string) => ({ name, schedule: everyMinutes(5), run: async () => undefined });

  it("takes each module's jobs, named after the module", () => {
    const modules: ServerModule[] = [
      { name: 'auth', areas: ['auth'], routes: () => [], jobs: () => [job('auth.pruneResets')] },
      { name: 'upload', areas: ['upload'], routes: () => [] },
    ];
    expect(moduleJobs(modules, core).map((j) => j.name)).toEqual(['auth.pruneResets']);
  });

  it('refuses a job named after another module', () => {
    const modules: ServerModule[] = [
      { name: 'auth', areas: ['auth'], routes: () => [], jobs: () => [job('order.clearRecipients')] },
    ];
    expect(() => moduleJobs(modules, core)).toThrow('module auth declares job order.clearRecipients');
  });
});
