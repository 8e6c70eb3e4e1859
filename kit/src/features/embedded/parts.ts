// What the embedded wallet adds to the shell once its code has loaded: its views, their titles and
// the Account action. Each is only reachable after this chunk loaded (the login, a restored session
// or a signing request loads it first), so the start-up stub carries none of them.

import type { ComponentType } from 'react';
import type { FeatureModule } from '../../core/feature.js';
import type { ModalCore } from '../../core/instance.js';
import { EMBEDDED_ADAPTER_ID } from './ids.js';
import { backFromFarcaster } from './farcaster.js';
import { VIEWS } from './viewNames.js';
import { moduleTexts } from './moduleTexts.js';
import { ApproveTransaction, ConnectingFarcaster, EmailVerifyDevice, EmailVerifyOtp, EmbeddedSecure, EmbeddedSettings, EmbeddedUpdateEmail } from './views/index.js';

const view = (component: ComponentType) => () => Promise.resolve(component);

export const parts: Pick<FeatureModule<ComponentType>, 'views' | 'viewRules' | 'titles' | 'accountActions'> = {
  views: {
    [VIEWS.device]: view(EmailVerifyDevice),
    [VIEWS.otp]: view(EmailVerifyOtp),
    [VIEWS.secure]: view(EmbeddedSecure),
    [VIEWS.approve]: view(ApproveTransaction),
    [VIEWS.settings]: view(EmbeddedSettings),
    [VIEWS.updateEmail]: view(EmbeddedUpdateEmail),
    [VIEWS.farcaster]: view(ConnectingFarcaster),
  },
  viewRules: {
    // A request waits for the person's answer there: only a forced close (the request settled) leaves it.
    [VIEWS.approve]: { closesOnlyWhenForced: true, asksSignature: true },
    [VIEWS.farcaster]: { back: backFromFarcaster },
  },
  // Texts are getters: read when shown, so they follow the active locale.
  titles: {
    get [VIEWS.device]() { return moduleTexts.title_EmailVerifyDevice; },
    get [VIEWS.otp]() { return moduleTexts.title_EmailVerifyOtp; },
    get [VIEWS.secure]() { return moduleTexts.title_EmbeddedSecure; },
    get [VIEWS.approve]() { return moduleTexts.title_ApproveTransaction; },
    get [VIEWS.settings]() { return moduleTexts.title_EmbeddedSettings; },
    get [VIEWS.updateEmail]() { return moduleTexts.title_EmbeddedUpdateEmail; },
    get [VIEWS.farcaster]() { return moduleTexts.title_ConnectingFarcaster; },
  },
  accountActions: [{ id: 'embeddedSettings', get label() { return moduleTexts.settings; }, view: VIEWS.settings, available: isEmbeddedConnection }],
};

/** Whether the eip155 account is the embedded wallet's. */
function isEmbeddedConnection(modal: ModalCore): boolean {
  return modal.$connections.get().eip155?.adapterId === EMBEDDED_ADAPTER_ID;
}
