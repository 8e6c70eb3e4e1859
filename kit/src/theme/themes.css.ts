// The dark (default) and light themes (spec §2 "Display"), as static CSS.

import { createGlobalTheme } from '@vanilla-extract/css';
import { HEADER_TEXT_ANIMATION_MS, MODAL_WIDTH_PX, SHAKE_ANIMATION_MS, VIEW_TRANSITION_MS } from '../core/constants.js';
import { vars } from './contract.css.js';

/** A themed surface: the base colour with the configured mix colour blended in. */
const mixed = (base: string) => `color-mix(in srgb, ${base}, ${vars.color.mix} ${vars.color.mixStrength})`;

const shared = {
  font: {
    family: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    sizeMaster: '10px',
    sizeSmall: '0.85em',
    sizeTitle: '1.1em',
    weightMedium: '500',
    weightBold: '600',
  },
  // Radii follow the master radius, so one variable rounds (or squares) the whole modal.
  radius: {
    master: '4px',
    modal: `calc(${vars.radius.master} * 6)`,
    button: `calc(${vars.radius.master} * 4)`,
    input: vars.radius.button,
    walletIcon: '12px',
    pill: '999px',
  },
  space: { xs: '4px', s: '8px', m: '12px', l: '16px' },
  size: { control: '44px', row: '56px', walletIcon: '40px' },
  shadow: { modal: '0 8px 32px rgba(0,0,0,0.25)', button: 'none', snackbar: '0 4px 16px rgba(0,0,0,0.2)' },
  modal: { width: `${MODAL_WIDTH_PX}px`, zIndex: '2147483000', padding: vars.space.l },
  motion: { header: `${HEADER_TEXT_ANIMATION_MS}ms`, view: `${VIEW_TRANSITION_MS}ms`, shake: `${SHAKE_ANIMATION_MS}ms` },
};

/** Component colours default to the system colours, so one accent or mix recolours them all. */
const componentColors = {
  buttonBackground: vars.color.accent,
  buttonText: vars.color.accentText,
  inputBackground: vars.color.surface,
  inputBorder: vars.color.border,
  selected: vars.color.accent,
  spinnerTrack: vars.color.border,
  snackbarBackground: vars.color.surface,
};

// Text on the accent is near-black: white on the spec's accents is under 4.5:1 (WCAG AA), black is over.
createGlobalTheme(':root, [data-wm-theme="dark"]', vars, {
  ...shared,
  color: {
    accent: 'hsla(230,100%,67%,1)',
    accentText: '#0a0b0d',
    background: mixed('#121313'),
    surface: mixed('#1e1f1f'),
    surfaceHover: mixed('#2a2b2b'),
    border: 'rgba(255,255,255,0.1)',
    text: '#e4e7e7',
    textSecondary: '#9a9fa0',
    success: '#26d962',
    error: '#f25a67',
    overlay: 'rgba(0,0,0,0.5)',
    focus: 'hsla(230,100%,67%,0.6)',
    mix: 'transparent',
    mixStrength: '0%',
    qr: '#141414',
    ...componentColors,
  },
});

createGlobalTheme('[data-wm-theme="light"]', vars, {
  ...shared,
  color: {
    accent: 'hsla(231,100%,70%,1)',
    accentText: '#0a0b0d',
    background: mixed('#fff'),
    surface: mixed('#f3f4f4'),
    surfaceHover: mixed('#e9eaea'),
    border: 'rgba(0,0,0,0.1)',
    text: '#141414',
    textSecondary: '#5e6464',
    success: '#0f9b47',
    error: '#c3303c',
    overlay: 'rgba(0,0,0,0.3)',
    focus: 'hsla(231,100%,70%,0.6)',
    mix: 'transparent',
    mixStrength: '0%',
    qr: '#141414',
    ...componentColors,
  },
});
