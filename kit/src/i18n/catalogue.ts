// Every text of the kit in English, by key: what a locale file must translate in full. Read by the
// locale test and the docs only: it imports every feature's texts, so no product code imports it (an app
// without a feature carries none of its texts). The shipped key list, keys.ts, is generated from it.

import { viewTexts } from '../views/i18n/en.js';
import { errorTexts } from '../views/i18n/errors.js';
import { buttonTexts } from '../react/buttonTexts.js';
import { texts as emailTexts } from '../features/email/texts.js';
import { moduleTexts as embeddedModule } from '../features/embedded/moduleTexts.js';
import { texts as embeddedTexts } from '../features/embedded/texts.js';
import { moduleTexts as historyModule } from '../features/history/moduleTexts.js';
import { texts as historyTexts } from '../features/history/texts.js';
import { moduleTexts as namesModule } from '../features/names/moduleTexts.js';
import { texts as namesTexts } from '../features/names/texts.js';
import { moduleTexts as onrampModule } from '../features/onramp/moduleTexts.js';
import { texts as onrampTexts } from '../features/onramp/texts.js';
import { moduleTexts as payModule } from '../features/pay/moduleTexts.js';
import { texts as payTexts } from '../features/pay/texts.js';
import { moduleTexts as receiveModule } from '../features/receive/moduleTexts.js';
import { texts as receiveTexts } from '../features/receive/texts.js';
import { moduleTexts as sendModule } from '../features/send/moduleTexts.js';
import { texts as sendTexts } from '../features/send/texts.js';
import { moduleTexts as siwxModule } from '../features/siwx/moduleTexts.js';
import { texts as siwxTexts } from '../features/siwx/texts.js';
import { moduleTexts as smartSessionsModule } from '../features/smartSessions/moduleTexts.js';
import { texts as smartSessionsTexts } from '../features/smartSessions/texts.js';
import { texts as socialsTexts } from '../features/socials/texts.js';
import { moduleTexts as swapModule } from '../features/swap/moduleTexts.js';
import { texts as swapTexts } from '../features/swap/texts.js';
import { shapeOf, type TextShapes } from './shapes.js';
import { sourceOf, type PluralText } from './texts.js';

// Imported by name, not for side effects: the package declares none, so bundlers would drop a bare import.
const ALL_TEXTS: readonly object[] = [
  viewTexts,
  errorTexts,
  buttonTexts,
  emailTexts,
  embeddedModule,
  embeddedTexts,
  historyModule,
  historyTexts,
  namesModule,
  namesTexts,
  onrampModule,
  onrampTexts,
  payModule,
  payTexts,
  receiveModule,
  receiveTexts,
  sendModule,
  sendTexts,
  siwxModule,
  siwxTexts,
  smartSessionsModule,
  smartSessionsTexts,
  socialsTexts,
  swapModule,
  swapTexts,
];

/** Every English text, flattened to its key (namespace.name). */
export function englishCatalogue(): Record<string, string | PluralText> {
  const catalogue: Record<string, string | PluralText> = {};
  for (const { namespace, source } of ALL_TEXTS.map(sourceOf)) {
    for (const [name, text] of Object.entries(source)) catalogue[namespace ? `${namespace}.${name}` : name] = text;
  }
  return catalogue;
}

/** Each key's placeholders and kind, as keys.ts lists them. */
export function catalogueShapes(): TextShapes {
  return Object.fromEntries(Object.entries(englishCatalogue()).map(([key, text]) => [key, shapeOf(text)]));
}
