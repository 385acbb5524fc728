/**
 * The server's per-field messages (content.errors of a VALIDATION_FAILED reply), to put under the
 * fields. Apart from the zod rules so that forms without zod up front (/login) can use it.
 */
export function serverFieldErrors(content: unknown): { name: string; errors: string[] }[] {
  const errors = (content as { errors?: { field: string; message: string }[] } | null)?.errors ?? [];
  return errors.map((e) => ({ name: e.field, errors: [e.message] }));
}
