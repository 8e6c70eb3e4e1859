import { style } from '@vanilla-extract/css';

export const grid = style({ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 8 });

/** A social button: the first spans the row (mark and name), the rest share it four to a row (marks). */
export const social = style({
  minHeight: 44,
  justifyContent: 'center',
  gap: 8,
  padding: '0 4px',
  fontSize: '0.9em',
  selectors: { '&:first-child': { gridColumn: '1 / -1' } },
});

export const icon = style({ width: 20, height: 20, flexShrink: 0 });
