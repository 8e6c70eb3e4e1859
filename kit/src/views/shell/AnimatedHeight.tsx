// Animates the modal's height when the view changes size (spec §2: 150 ms), via the CSSOM (CSP-safe).

import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import * as styles from './Modal.css.js';

export function AnimatedHeight({ children }: { children: ReactNode }) {
  const inner = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    const element = inner.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => entry && setHeight(entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div className={styles.heightFrame} style={height === undefined ? undefined : { height }}>
      <div ref={inner}>{children}</div>
    </div>
  );
}
