import { useCallback, useEffect, useState } from 'react';

/** Seconds left before another SMS code may be requested; `start()` begins a new count (from the server's figure when given). */
export function useCountdown(seconds: number) {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const start = useCallback((from?: number) => setLeft(from && from > 0 ? Math.ceil(from) : seconds), [seconds]);
  return { left, start, running: left > 0 };
}
