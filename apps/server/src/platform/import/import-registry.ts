import type { ImportDefinition } from './import-definition';

/**
 * The import kinds of every module by name. A module registers its kinds when it starts; the shared
 * routes (failed-rows download) find a job's kind here without importing the module.
 */
export class ImportRegistry {
  private readonly kinds = new Map<string, ImportDefinition>();

  register<K extends string, T>(definition: ImportDefinition<K, T>): void {
    if (this.kinds.has(definition.kind)) throw new Error(`import kind ${definition.kind} registered twice`);
    this.kinds.set(definition.kind, definition as unknown as ImportDefinition);
  }

  find(kind: string): ImportDefinition | undefined {
    return this.kinds.get(kind);
  }
}
