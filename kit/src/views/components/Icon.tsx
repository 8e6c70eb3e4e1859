// Small inline SVG icons (no icon font, no network): decorative, so hidden from assistive tech.

import { directional } from './Icon.css.js';

const PATHS = {
  close: 'M6 6l12 12M18 6L6 18',
  back: 'M15 5l-7 7 7 7',
  copy: 'M9 9h10v10H9zM5 15V5h10',
  external: 'M14 5h5v5M19 5l-9 9M17 14v5H5V7h5',
  check: 'M5 12l5 5 9-10',
} as const;

export type IconName = keyof typeof PATHS;

const DIRECTIONAL: ReadonlySet<IconName> = new Set(['back']);

export function Icon({ name, size = 18 }: { name: IconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={DIRECTIONAL.has(name) ? directional : undefined}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
