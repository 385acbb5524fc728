/** Runs a statement against the server's database (SQLite or PostgreSQL) and answers its rows. */
export type Query = (text: string) => Promise<Record<string, unknown>[]>;

/**
 * Waits until the outbox drain and the webhook sender run continuously (their leases held), so a
 * measurement starts from the steady state. On a new database they first run at the next minute
 * after the start (the job runner's schedule): events appended before then wait for it.
 */
export async function webhookSendersRunning(query: Query, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const held = await query(
      `select name from scheduled_jobs where name in ('platform.drainEvents', 'webhook.send') and lease_owner is not null`,
    );
    if (held.length === 2) return;
    if (Date.now() > deadline) throw new Error('timed out waiting for the drain and the webhook sender to run');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
