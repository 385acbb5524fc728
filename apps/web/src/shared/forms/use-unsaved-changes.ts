import { useCallback, useState } from 'react';
import { useUnsavedChanges } from '../tabs/tab-context';
import { formChanged } from './same-form-values';

/**
 * An antd form's unsaved changes, reported to its tab: pass `onValuesChange` to the Form. The form
 * is changed while its values differ from `initial`; after a save, `markSaved` makes it clean.
 */
export function useFormUnsavedChanges<T extends object>(initial: T) {
  const [dirty, setDirty] = useState(false);
  useUnsavedChanges(dirty);
  const onValuesChange = useCallback((_changed: unknown, all: T) => setDirty(formChanged(all, initial)), [initial]);
  const markSaved = useCallback(() => setDirty(false), []);
  return { dirty, onValuesChange, markSaved };
}
