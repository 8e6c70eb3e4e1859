// Structured JSON logs (pino) on stdout; one logger per server instance.
import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'wallet-modal-server' } });
}
