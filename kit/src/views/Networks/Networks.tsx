// Networks: choose the network; back to Account once the wallet switched.

import { goBack } from '../../core/controllers/router.js';
import { NetworkList } from './NetworkList.js';

export function Networks() {
  return <NetworkList onSwitched={goBack} />;
}
