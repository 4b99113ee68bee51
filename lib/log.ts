import pino from 'pino';
import { env } from './env';

/** Structured logs (JSON lines). Never log secrets, passwords or tokens. */
export const log = pino({
  level: env.NODE_ENV === 'test' ? 'silent' : env.LOG_LEVEL,
  base: { app: 'racing-portal' },
  redact: ['password', '*.password', 'token', '*.token', 'headers.cookie'],
});
