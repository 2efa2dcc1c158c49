import { afterAll } from 'vitest'
import { builtinEnvironments } from 'vitest/environments'

/**
 * Installs a jsdom page in a test that runs in the node environment, for UI tests that also start a real server and
 * anvil: under `@vitest-environment jsdom` modules are transformed for the browser and `import.meta.url` is no file
 * URL, so test/support/anvil.ts cannot find its binary. Import it before @testing-library and React.
 */
const installed = await builtinEnvironments.jsdom.setup(globalThis, {})
afterAll(() => installed.teardown(globalThis))
