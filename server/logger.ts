import { pino, type Logger } from "pino";

export type { Logger };

/**
 * JSON lines on stdout through pino's asynchronous destination: a busy server writes in batches
 * instead of one blocking write per request. Call `logger.flush()` before the process exits.
 */
export function createLogger(level: string): Logger {
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime }, pino.destination({ sync: false }));
}
