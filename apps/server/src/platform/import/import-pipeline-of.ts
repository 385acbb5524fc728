import type { Core } from '../../core';
import { ImportJobRepository } from './import-job-repository';
import { ImportPipeline } from './import-pipeline';

/** The import pipeline on a server's shared pool, job store and registry. */
export function importPipelineOf(core: Pick<Core, 'db' | 'heavyWork' | 'fileTasks' | 'imports' | 'clock'>) {
  return new ImportPipeline({
    db: core.db,
    heavyWork: core.heavyWork,
    fileTasks: core.fileTasks,
    jobs: new ImportJobRepository(core.db),
    registry: core.imports,
    clock: core.clock,
  });
}
