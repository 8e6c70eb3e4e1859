// The connection controller (connect, restore, disconnect, adapter events) is loaded on first use, not
// with the page's start-up chunk (issue 31): the button paints from what storage says, and a page with
// nothing stored and no wallet event never needs it before a click.

import { loadOnce } from '../loadOnce.js';
import type * as Connection from './connection.js';

type ConnectionModule = typeof Connection;

const controller = loadOnce<ConnectionModule>(() => import('./connection.js'));

/**
 * The connection controller, fetched once; later calls resolve the same module.
 * @example
 * const { connect } = await connectionController();
 */
export function connectionController(): Promise<ConnectionModule> {
  return controller.load();
}

/** The controller when it is loaded already (then an adapter event is applied synchronously, as before). */
export function loadedConnectionController(): ConnectionModule | undefined {
  return controller.loaded();
}

/**
 * `connect` of the connection controller: called at once when it is loaded (the status changes in the
 * same task, as before the split), else once it is.
 */
export const connect: typeof Connection.connect = (modal, parameters) => {
  const loaded = controller.loaded();
  return loaded ? loaded.connect(modal, parameters) : controller.load().then((module) => module.connect(modal, parameters));
};

/** `disconnect` of the connection controller, called at once when it is loaded, else once it is. */
export const disconnect: typeof Connection.disconnect = (modal, parameters) => {
  const loaded = controller.loaded();
  return loaded ? loaded.disconnect(modal, parameters) : controller.load().then((module) => module.disconnect(modal, parameters));
};
