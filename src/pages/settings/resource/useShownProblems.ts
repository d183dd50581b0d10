import { useCallback, useState } from 'react';

/**
 * When the designer shows a problem under an input: at once for a value the user typed, and for an
 * empty input only once the user has been in it and left it. A new design opens without red under
 * inputs nobody has touched yet; 发布 stays disabled and the preview lists what is missing.
 */
export function useShownProblems() {
  const [left, setLeft] = useState<ReadonlySet<string>>(() => new Set());
  /** The input `key` was left (its onBlur). */
  const leave = useCallback((key: string) => setLeft((s) => (s.has(key) ? s : new Set(s).add(key))), []);
  /** `problem` of the input `key` holding `value`, if it is to be shown now. */
  const shown = (key: string, value: string, problem: string | undefined) =>
    problem !== undefined && (value.trim() !== '' || left.has(key)) ? problem : undefined;
  return { leave, shown };
}
