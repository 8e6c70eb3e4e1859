// An accessible SVG QR code (a pairing URI, an address), with an icon in the middle when given.

import { useMemo } from 'react';
import { encode } from 'uqr';
import { qrPath } from './qrPath.js';
import * as styles from './QrCode.css.js';

export interface QrCodeProps {
  value: string;
  /** The accessible name, e.g. "QR code to connect with WalletConnect". */
  label: string;
  /** An icon drawn in the middle; the code then uses high error correction to stay readable. */
  imageUrl?: string;
  testId?: string;
}

/** Quiet zone around the code, in modules. */
const BORDER = 2;

export function QrCode({ value, label, imageUrl, testId }: QrCodeProps) {
  const { size, d, icon } = useMemo(() => {
    const { data } = encode(value, { ecc: imageUrl ? 'H' : 'M', border: 0 });
    // An odd-sized hole of ~22% of the side stays well within what level H recovers (30%).
    const hole = Math.round(data.length * 0.22) | 1;
    return { size: data.length, d: qrPath(data, imageUrl ? { size: hole } : undefined), icon: hole };
  }, [value, imageUrl]);
  const side = size + BORDER * 2;
  return (
    <div className={styles.frame}>
      <svg className={styles.svg} viewBox={`${-BORDER} ${-BORDER} ${side} ${side}`} role="img" aria-label={label} data-testid={testId}>
        <title>{label}</title>
        <path className={styles.modules} d={d} />
        {imageUrl ? (
          <image href={imageUrl} x={(size - icon) / 2 + 0.5} y={(size - icon) / 2 + 0.5} width={icon - 1} height={icon - 1} preserveAspectRatio="xMidYMid slice" />
        ) : null}
      </svg>
    </div>
  );
}
