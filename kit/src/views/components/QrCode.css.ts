// The QR code's frame: always dark modules on white (scanners need the contrast in either theme).

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const frame = style({
  position: 'relative',
  width: '100%',
  maxWidth: 280,
  aspectRatio: '1',
  padding: 12,
  boxSizing: 'border-box',
  borderRadius: vars.radius.button,
  background: '#fff',
});

export const svg = style({ display: 'block', width: '100%', height: '100%', shapeRendering: 'crispEdges' });

/** The modules' colour is the qr token (--w3m-qr-color maps onto it); #141414 by default. */
export const modules = style({ fill: vars.color.qr });

export const placeholder = style([frame, { display: 'grid', placeItems: 'center', background: vars.color.surface }]);
