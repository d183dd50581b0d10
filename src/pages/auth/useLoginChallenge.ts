import { useCallback, useRef, useState } from 'react';
import { fetchLoginChallenge, type LoginChallenge } from '../../providers/authProvider';

/**
 * The login form's image check (验证码): hidden until the server asks for one, then a new image on
 * every `refresh` (a click on the image, or after a failed login used the last one up). Only the
 * newest request's image is kept, so fast clicks cannot leave an older image on screen.
 */
export function useLoginChallenge() {
  const [shown, setShown] = useState(false);
  const [challenge, setChallenge] = useState<LoginChallenge | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');
  const latest = useRef(0);

  const refresh = useCallback(async () => {
    const request = ++latest.current;
    setShown(true);
    setLoading(true);
    setError('');
    try {
      const next = await fetchLoginChallenge();
      if (request === latest.current) setChallenge(next);
    } catch (e) {
      if (request !== latest.current) return;
      setChallenge(null);
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      if (request === latest.current) setLoading(false);
    }
  }, []);

  return { shown, challenge, loading, error, refresh };
}
