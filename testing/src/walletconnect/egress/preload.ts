// `node --import ./testing/src/walletconnect/egress/preload.ts` (via tsx): the Node egress guard for a whole
// process, reporting refused destinations on exit with a non-zero code.
import { installNodeEgressGuard } from './node-guard';

const guard = installNodeEgressGuard();
process.on('exit', () => {
  if (guard.refused.length === 0) return;
  process.stderr.write(`egress guard: refused ${guard.refused.join(', ')}\n`);
  process.exitCode = 1;
});
