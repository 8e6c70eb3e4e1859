// Networks: choose the network; back to Account once the wallet switched.

import { goBack } from '../../core/controllers/router.js';
import { useModalInstance } from '../../react/context.js';
import { NetworkList } from './NetworkList.js';

export function Networks() {
  const modal = useModalInstance();
  return <NetworkList onSwitched={() => goBack(modal)} />;
}
