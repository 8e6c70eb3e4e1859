// The embedded variant's card: the modal's look (Modal.css.ts's card), but in the page's flow where the app placed it.

import { style } from '@vanilla-extract/css';
import { card } from './Modal.css.js';

export const embedded = style([card, { position: 'relative', maxWidth: '100%' }]);
