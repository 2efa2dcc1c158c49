import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { build } from 'vite'
import { failOnBuildWarningPlugin } from '../../scripts/failOnBuildWarningPlugin'

const dir = mkdtempSync(join(tmpdir(), 'failOnBuildWarning-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** A real browser build of one entry module with the plugin. */
function buildEntry(name: string, code: string) {
  writeFileSync(join(dir, name), code)
  return build({
    configFile: false,
    root: dir,
    logLevel: 'silent',
    plugins: [failOnBuildWarningPlugin()],
    build: { outDir: join(dir, `out-${name}`), write: false, rollupOptions: { input: join(dir, name) } },
  })
}

describe('failOnBuildWarningPlugin', () => {
  it('behavior: a build without warnings passes', async () => {
    await expect(buildEntry('quiet.js', 'console.log(1)\n')).resolves.toBeDefined()
  })

  it('behavior: a warning of the bundler (eval in the code) fails the build and is named', async () => {
    await expect(buildEntry('noisy.js', "console.log(eval('1'))\n")).rejects.toThrow(
      /printed 1 warning\(s\)[\s\S]*eval/,
    )
  })
})
