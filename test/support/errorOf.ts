/** What `fn` throws; fails the test when it does not throw. */
export function errorOf<E = unknown>(fn: () => unknown): E {
  try {
    fn()
  } catch (err) {
    return err as E
  }
  throw new Error('expected a throw')
}
