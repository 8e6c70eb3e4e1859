// Children the local world spawns, killed when this process exits so no anvil
// or server outlives a test run, a crashed test or an interrupted demo.
import type { ChildProcess } from 'node:child_process';

const children = new Set<ChildProcess>();

/** Registers a child to be killed on exit; returns a function that stops it and waits. */
export function track(child: ChildProcess): () => Promise<void> {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return () => stopChild(child);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  // A child that ignores SIGTERM for 3 s is killed for good.
  const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
  await exited;
  clearTimeout(timer);
}

function killAll() {
  for (const child of children) child.kill('SIGKILL');
}

// 'exit' handlers must be synchronous: SIGKILL needs no waiting.
process.once('exit', killAll);

// A signal's default action ends Node without 'exit' handlers (a test runner stopping its
// worker with SIGTERM): kill the children, then die of the signal as if we were not here.
// When the program handles the signal itself (the demo), it stays in charge.
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
  process.once(signal, () => {
    killAll();
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  });
}
