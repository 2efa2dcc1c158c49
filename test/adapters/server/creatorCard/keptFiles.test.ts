import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { keptFiles } from '../../../../src/adapters/server/creatorCard/keptFiles'

const dir = mkdtempSync(join(tmpdir(), 'kept-files-'))
const file = (name: string, bytes: number) => {
  const path = join(dir, name)
  writeFileSync(path, Buffer.alloc(bytes, name))
  return path
}
const [a, b, c] = [file('a', 100), file('b', 100), file('c', 100)]
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('keptFiles', () => {
  test('behavior: a kept file is the same Buffer on every read, and reads at the same time share one', async () => {
    const files = keptFiles(1000)
    const [first, second] = await Promise.all([files.read(a), files.read(a)])
    expect(second).toBe(first)
    expect(await files.read(a)).toBe(first)
  })

  test('behavior: past the budget the least recently read goes, never one in use', async () => {
    const files = keptFiles(200)
    const firstA = await files.read(a)
    const firstB = await files.read(b)
    await files.read(a) // a is now the more recent
    await files.read(c)
    files.trim(new Set([c]))
    expect(await files.read(a)).toBe(firstA)
    expect(await files.read(b)).not.toBe(firstB)
    files.trim(new Set([a, b, c]))
    expect(await files.read(c)).toBeInstanceOf(Buffer)
  })

  test('behavior: a file that cannot be read is an error, and not kept', async () => {
    const files = keptFiles(1000)
    await expect(files.read(join(dir, 'missing'))).rejects.toThrow('ENOENT')
    const late = file('late', 10)
    writeFileSync(join(dir, 'missing'), 'now here')
    expect((await files.read(join(dir, 'missing'))).toString()).toBe('now here')
    expect(await files.read(late)).toHaveLength(10)
  })
})
