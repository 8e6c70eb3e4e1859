import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.js';
import { field } from '../../../views/components/form.css.js';
export { field, hint, label, link, maxButton, notice as note, select, term } from '../../../views/components/form.css.js';

/** A fieldset laid out as a field, without the browser's frame. */
export const group = style([field, { border: 0, margin: 0, padding: 0, minWidth: 0 }]);

export const row = style({ display: 'flex', gap: 8 });

export const switchButton = style({ alignSelf: 'center', width: 'auto', minHeight: 36, padding: '0 16px', fontWeight: 500 });

export const received = style({
  display: 'block',
  minHeight: 44,
  padding: '10px 12px',
  boxSizing: 'border-box',
  borderRadius: vars.radius.button,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  wordBreak: 'break-all',
});

export const summary = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '6px 12px', margin: 0, fontSize: '0.9em' });

export const detail = style({ margin: 0, textAlign: 'end', color: vars.color.text, fontVariantNumeric: 'tabular-nums' });

export const settings = style({ color: vars.color.text, fontSize: '0.9em' });

export const settingsSummary = style({
  cursor: 'pointer',
  padding: '4px 0',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const settingsBody = style({ display: 'flex', flexDirection: 'column', gap: 6, paddingTop: 8 });
