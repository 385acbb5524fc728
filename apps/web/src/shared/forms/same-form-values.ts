/**
 * Whether a form holds what it started with. Empty means the same whatever its form (a cleared
 * input gives '' or undefined, a cleared number null), so typing into a field and clearing it
 * again leaves the form unchanged. A saved number and the same number typed as text are the same.
 */
export function sameFormValues(a: unknown, b: unknown): boolean {
  if (isEmpty(a) || isEmpty(b)) return isEmpty(a) && isEmpty(b);
  if (typeof a === 'number' && typeof b === 'string') return sameNumber(a, b);
  if (typeof a === 'string' && typeof b === 'number') return sameNumber(b, a);
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => sameFormValues(v, b[i]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameFormValues(a[key], b[key]));
  }
  return Object.is(a, b);
}

function sameNumber(number: number, text: string): boolean {
  return /^-?\d+(\.\d+)?$/.test(text.trim()) && Number(text) === number;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/** Whether any field the form holds now differs from where it started (fields it never registered have no say). */
export function formChanged(current: object, initial: object): boolean {
  const start: Record<string, unknown> = { ...initial };
  return Object.entries(current).some(([name, value]) => !sameFormValues(value, start[name]));
}
