// Opens ConnectingExternal and asks the wallet; that view shows progress and errors.

import { connect } from '../../core/controllers/connection.js';
import { push } from '../../core/controllers/router.js';
import type { Connector } from '../../core/types.js';

export function startConnecting(connector: Connector): void {
  push('ConnectingExternal', { connector });
  connect({ connectorId: connector.id }).catch(() => {
    // The connection store carries the error; ConnectingExternal shows it with a retry.
  });
}
