// The dark (default) and light themes (spec §2 "Display"), as static CSS.

import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from './contract.css.js';

const shared = {
  font: { family: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', sizeMaster: '10px' },
  radius: { master: '4px', modal: '24px', button: '16px' },
  modal: { width: '360px', zIndex: '2147483000' },
  motion: { header: '120ms', view: '150ms', shake: '500ms' },
};

createGlobalTheme(':root, [data-wm-theme="dark"]', vars, {
  ...shared,
  color: {
    accent: 'hsla(230,100%,67%,1)',
    accentText: '#ffffff',
    background: '#121313',
    surface: '#1e1f1f',
    surfaceHover: '#2a2b2b',
    border: 'rgba(255,255,255,0.1)',
    text: '#e4e7e7',
    textSecondary: '#9a9fa0',
    success: '#26d962',
    error: '#f25a67',
    overlay: 'rgba(0,0,0,0.5)',
    focus: 'hsla(230,100%,67%,0.6)',
  },
});

createGlobalTheme('[data-wm-theme="light"]', vars, {
  ...shared,
  color: {
    accent: 'hsla(231,100%,70%,1)',
    accentText: '#ffffff',
    background: '#fff',
    surface: '#f3f4f4',
    surfaceHover: '#e9eaea',
    border: 'rgba(0,0,0,0.1)',
    text: '#141414',
    textSecondary: '#5e6464',
    success: '#0f9b47',
    error: '#c3303c',
    overlay: 'rgba(0,0,0,0.3)',
    focus: 'hsla(231,100%,70%,0.6)',
  },
});
