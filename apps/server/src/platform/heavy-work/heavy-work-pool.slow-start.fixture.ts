// A worker for heavy-work-pool.test.ts that takes a second to load, as a worker compiling its
// modules on a busy machine does (not named *.worker.ts: it is no part of the built server).
import { serveTasks } from './serve-tasks';

const loadedBy = Date.now() + 1000;
while (Date.now() < loadedBy) {
  // Stands for module loading: the task has not started yet.
}

serveTasks<{ value: string }, string>((task) => ({ result: task.value }));
