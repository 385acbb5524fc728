import { useEffect, useState } from 'react';

/**
 * A value once it has stopped changing for `delayMs` (typing in a field the next request depends
 * on): asking the server once per pause instead of once per keystroke. Values are compared by
 * their JSON, so an equal object built anew does not restart the wait.
 */
export function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  const text = JSON.stringify(value);
  useEffect(() => {
    if (JSON.stringify(settled) === text) return;
    const timer = setTimeout(() => setSettled(JSON.parse(text) as T), delayMs);
    return () => clearTimeout(timer);
  }, [text, settled, delayMs]);
  return settled;
}
