// The connection controller (connect, restore, disconnect, adapter events) is loaded on first use, not
// with the page's start-up chunk (issue 31): the button paints from what storage says, and a page with
// nothing stored and no wallet event never needs it before a click.

import type * as Connection from './connection.js';

type ConnectionModule = typeof Connection;

let loaded: ConnectionModule | undefined;
let loading: Promise<ConnectionModule> | undefined;

/**
 * The connection controller, fetched once; later calls resolve the same module.
 * @example
 * const { connect } = await connectionController();
 */
export function connectionController(): Promise<ConnectionModule> {
  return (loading ??= import('./connection.js').then((module) => (loaded = module)));
}

/** The controller when it is loaded already (then an adapter event is applied synchronously, as before). */
export function loadedConnectionController(): ConnectionModule | undefined {
  return loaded;
}

/**
 * `connect` of the connection controller: called at once when it is loaded (the status changes in the
 * same task, as before the split), else once it is.
 */
export const connect: typeof Connection.connect = (modal, parameters) =>
  loaded ? loaded.connect(modal, parameters) : connectionController().then((controller) => controller.connect(modal, parameters));

/** `disconnect` of the connection controller, called at once when it is loaded, else once it is. */
export const disconnect: typeof Connection.disconnect = (modal, parameters) =>
  loaded ? loaded.disconnect(modal, parameters) : connectionController().then((controller) => controller.disconnect(modal, parameters));
