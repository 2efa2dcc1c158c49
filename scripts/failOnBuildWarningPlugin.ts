import type { Logger, Plugin } from 'vite'

/**
 * Build only: a warning fails the build. Every warning Vite or the bundler prints goes through the resolved config's
 * logger; they are counted there and the build stops at its end, naming them, so a new one is fixed when it appears
 * instead of scrolling by unread.
 */
export function failOnBuildWarningPlugin(): Plugin {
  const warnings: string[] = []
  return {
    name: 'creators-studio:fail-on-build-warning',
    apply: 'build',
    configResolved(config) {
      countWarnings(config.logger, warnings)
    },
    closeBundle() {
      if (warnings.length > 0)
        this.error(`the build printed ${warnings.length} warning(s); fix them:\n${warnings.join('\n')}`)
    },
  }
}

/** Makes `logger` append each warning it prints to `into`. */
export function countWarnings(logger: Logger, into: string[]): void {
  const { warn, warnOnce } = logger
  logger.warn = (message, options) => {
    into.push(message)
    warn.call(logger, message, options)
  }
  logger.warnOnce = (message, options) => {
    if (!into.includes(message)) into.push(message)
    warnOnce.call(logger, message, options)
  }
}
