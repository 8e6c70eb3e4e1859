// The e-mail resend button's state: the seconds left of the 30 s cooldown (spec §5), ticking down.

import { useEffect, useState } from 'react';
import { emailLoginWaitMs } from '../../../core/controllers/emailThrottle.js';

/** Seconds until another e-mail may be sent (0: now). */
export function useResendWait(): [number, () => void] {
  const [seconds, setSeconds] = useState(() => Math.ceil(emailLoginWaitMs() / 1_000));
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds(Math.ceil(emailLoginWaitMs() / 1_000)), 1_000);
    return () => clearTimeout(timer);
  }, [seconds]);
  return [seconds, () => setSeconds(Math.ceil(emailLoginWaitMs() / 1_000))];
}
