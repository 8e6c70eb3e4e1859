import { style } from '@vanilla-extract/css';

/** Icons that point along the reading direction (back) turn round in right-to-left locales. */
export const directional = style({
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});
