// The core's navigation and connection actions the embedded wallet's lazy code calls, handed over by
// the start-up stub (they are in the app's start-up chunk already; `connect` loads the connection
// controller on first use). Imported by a lazy chunk directly, these controllers made Rolldown split
// the app's start-up chunk (+1.4 KiB gzip).

import { connect } from '../../core/controllers/connectionLoader.js';
import { closeModal, openModal } from '../../core/controllers/modal.js';
import { goBack, push, replace, reset } from '../../core/controllers/router.js';
import { updateAccount } from '../../core/controllers/account.js';
import { setPreferredAccountType } from '../../core/controllers/preferredAccountType.js';

export const host = { connect, openModal, closeModal, push, replace, reset, goBack, updateAccount, setPreferredAccountType };
export type Host = typeof host;
