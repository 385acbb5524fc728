// A worker for heavy-work-pool.test.ts (not named *.worker.ts: it is no part of the built server).
import { threadId } from 'node:worker_threads';
import { AppError } from '../../kernel/app-error';
import { serveTasks } from './serve-tasks';

export type FixtureTask =
  | { kind: 'echo'; value: string; delayMs?: number }
  | { kind: 'spin' }
  | { kind: 'grow' }
  | { kind: 'refuse' }
  | { kind: 'thread' };

serveTasks<FixtureTask, string>(async (task) => {
  switch (task.kind) {
    case 'echo':
      if (task.delayMs) await new Promise((resolve) => setTimeout(resolve, task.delayMs));
      return { result: task.value };
    case 'spin':
      for (;;) {
        // Holds the worker's thread until the pool terminates it.
      }
    case 'grow': {
      const kept: number[][] = [];
      for (;;) kept.push(new Array(1_000_000).fill(kept.length));
    }
    case 'refuse':
      throw new AppError('IMPORT_EMPTY');
    case 'thread':
      return { result: String(threadId) };
  }
});
