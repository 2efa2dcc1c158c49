/** Web Storage, or undefined where reading it throws (no window, disabled storage, sandboxed frames). */
export function browserStorage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}
