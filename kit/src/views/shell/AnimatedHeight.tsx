// Animates the modal's height when the view changes size (spec §2: 150 ms), via the CSSOM (CSP-safe).

import { useLayoutEffect, useRef, type ReactNode } from 'react';
import * as styles from './Modal.css.js';

export function AnimatedHeight({ children }: { children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = inner.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // Written straight to the frame's CSSOM: no style attribute, and no React render per resize.
    const observer = new ResizeObserver(([entry]) => {
      if (entry && frame.current) frame.current.style.height = `${entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height}px`;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={frame} className={styles.heightFrame}>
      <div ref={inner}>{children}</div>
    </div>
  );
}
