import { type Logger, pino } from 'pino'

/**
 * The server's logger: JSON lines on stdout (one object per line, for a log shipper), or pino-pretty's coloured lines
 * when stdout is a terminal (a person running `npm start`). Writes are synchronous, so a line logged just before
 * the process exits is not lost.
 * @example const log = await createLogger('info', process.stdout.isTTY)
 */
export async function createLogger(level: string, pretty: boolean): Promise<Logger> {
  if (pretty) {
    const { default: pinoPretty } = await import('pino-pretty')
    return pino({ level }, pinoPretty({ sync: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' }))
  }
  return pino({ level, base: { pid: process.pid } }, pino.destination({ dest: 1, sync: true }))
}
