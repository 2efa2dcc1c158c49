/** A display option that may differ below and above 768 px. */
export type Responsive<T> = T | { smallScreen: T; largeScreen: T }

/** The value for the current layout. */
export function pickResponsive<T>(value: Responsive<T>, narrow: boolean): T {
  if (isPair(value)) return narrow ? value.smallScreen : value.largeScreen
  return value
}

function isPair<T>(value: Responsive<T>): value is { smallScreen: T; largeScreen: T } {
  return typeof value === 'object' && value !== null && 'smallScreen' in value && 'largeScreen' in value
}
