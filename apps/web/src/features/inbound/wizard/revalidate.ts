import type { Lang } from '@portal/contract';
import { checkSteps, type FieldErrors } from './step-checks';
import { saveBodyFrom, type WizardState } from './wizard-state';

/** Every leaf of a body by its path (`boxes.0.items.1.quantity`), its value as JSON. */
function leaves(value: unknown, path: string, into: Map<string, string>): Map<string, string> {
  if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) leaves(inner, path ? `${path}.${key}` : key, into);
    // An emptied list or object is a change of the field itself (the last SKU removed).
    if (Object.keys(value).length === 0 && path) into.set(path, JSON.stringify(value));
  } else if (path) {
    into.set(path, JSON.stringify(value));
  }
  return into;
}

/**
 * The fields whose value differs between two states, and each list or object holding one. A field
 * that was not there before (a box row just added) has not been touched yet: it stays quiet.
 */
function changedPaths(before: WizardState, after: WizardState): Set<string> {
  const old = leaves(saveBodyFrom(before), '', new Map());
  const now = leaves(saveBodyFrom(after), '', new Map());
  const changed = new Set<string>();
  for (const path of new Set([...old.keys(), ...now.keys()])) {
    if (!old.has(path) || old.get(path) === now.get(path)) continue;
    const parts = path.split('.');
    for (let n = 1; n <= parts.length; n++) changed.add(parts.slice(0, n).join('.'));
  }
  return changed;
}

/**
 * The messages after a change, as a form re-validates on change (the order form's antd rules): a
 * message shown is checked again on the new values and goes once the value is right (it may be
 * right because another field changed: packed units now matching the booked quantity); a field
 * just changed says at once what is wrong with it. A message only the server could give (an
 * unknown SKU) stays until its own field changes. Fields not shown and not touched stay quiet.
 */
export function revalidate(
  shown: FieldErrors,
  serverOnly: ReadonlySet<string>,
  before: WizardState,
  after: WizardState,
  lang: Lang,
): FieldErrors {
  const fresh = checkSteps(after, 4, lang).errors;
  const changed = changedPaths(before, after);
  const next: FieldErrors = {};
  for (const [path, message] of Object.entries(shown)) {
    const now = fresh[path];
    if (now) next[path] = now;
    else if (serverOnly.has(path) && !changed.has(path)) next[path] = message;
  }
  for (const [path, message] of Object.entries(fresh)) {
    if (changed.has(path) && !next[path]) next[path] = message;
  }
  return next;
}
