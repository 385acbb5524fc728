import type { WorkSlots } from '../work-slots';

/**
 * How many imports, exports and label prints one merchant may have running at once, counted over
 * every server instance; one more is refused with 'Operation too frequent'. Keeps one merchant from
 * filling the worker pool that all merchants share.
 */
export class FileTaskLimit {
  constructor(
    private readonly slots: WorkSlots,
    private readonly perCustomer: number,
    /** How long a slot stays taken if its instance dies mid-task: past any task's own time limit. */
    private readonly leaseMs: number,
  ) {}

  run<T>(customerId: number, work: () => Promise<T>): Promise<T> {
    return this.slots.run(`file-tasks:${customerId}`, this.perCustomer, this.leaseMs, work);
  }
}
