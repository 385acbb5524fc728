import { useEffect, useState } from 'react';

/**
 * Seconds left of a countdown that starts when `running` turns true. Read from the clock rather
 * than counted ticks, so a throttled background tab still ends on time.
 */
export function useCountdown(seconds: number, running: boolean): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (!running) return;
    setLeft(seconds);
    const started = Date.now();
    const timer = setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, 200);
    return () => clearInterval(timer);
  }, [seconds, running]);
  return left;
}
