import { style } from '@vanilla-extract/css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: 8 });

export const form = style({ display: 'flex', gap: 8 });

export const compact = style({ width: 'auto', padding: '0 16px' });
