import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { redactDatabaseUrl as redactUrl } from '../../../src/adapters/sql/redactDatabaseUrl'
import { describeState, readServerConfig, readStateConfig } from '../../../src/app/server/serverConfig'
import { errorOf } from '../../support/errorOf'

const envOf = (env: Record<string, string>) => (name: string) => env[name]

describe('readStateConfig', () => {
  test('default', () => {
    expect(readStateConfig(envOf({}))).toEqual({ kind: 'sqlite', file: join('./data', 'creators-studio.sqlite') })
    expect(readServerConfig({}).state).toEqual({ kind: 'sqlite', file: join('./data', 'creators-studio.sqlite') })
  })

  test('parameters: DATA_DIR, DATABASE_URL, STATE_STORE', () => {
    expect(readStateConfig(envOf({ DATA_DIR: '/var/lib/studio' }))).toEqual({
      kind: 'sqlite',
      file: '/var/lib/studio/creators-studio.sqlite',
    })
    for (const url of ['postgres://u:p@db:5432/studio', 'postgresql://db/studio']) {
      expect(readStateConfig(envOf({ DATABASE_URL: ` ${url} `, DATA_DIR: '/x' }))).toEqual({ kind: 'postgres', url })
    }
    expect(readStateConfig(envOf({ STATE_STORE: 'memory', DATABASE_URL: 'postgres://db/x' }))).toEqual({
      kind: 'memory',
    })
  })

  test('behavior: a bad value names its variable, without the password', () => {
    expect(errorOf(() => readStateConfig(envOf({ DATABASE_URL: 'mysql://u:hunter2@db/x' })))).toMatchObject({
      code: 'invalid-config',
      shortMessage: 'DATABASE_URL: "mysql://u:***@db/x" is not a PostgreSQL URL such as postgres://user@host:5432/db',
    })
    expect(errorOf(() => readStateConfig(envOf({ STATE_STORE: 'redis' })))).toMatchObject({
      code: 'invalid-config',
      shortMessage: 'STATE_STORE: "redis" is not a store; the only value is memory',
    })
  })

  test('behavior: describeState says where the state lives, never a password', () => {
    expect(describeState({ kind: 'postgres', url: 'postgres://studio:s3cret@db:5432/studio' })).toBe(
      'PostgreSQL at postgres://studio:***@db:5432/studio',
    )
    expect(describeState({ kind: 'sqlite', file: 'data/creators-studio.sqlite' })).toBe(
      'SQLite at data/creators-studio.sqlite',
    )
  })
})

describe('redactUrl', () => {
  test('behavior: the password of any URL is replaced, the rest kept', () => {
    const part = fc.stringMatching(/^[A-Za-z0-9_.~-]{1,12}$/)
    fc.assert(
      fc.property(part, part, part, (user, password, host) => {
        const url = `postgres://${user}:${password}@${host}:5432/db`
        expect(redactUrl(url)).toBe(`postgres://${user}:***@${host}:5432/db`)
      }),
    )
    expect(redactUrl('postgres://db:5432/x')).toBe('postgres://db:5432/x')
    expect(redactUrl('postgres://db/app?user=u&password=s3cret&sslmode=require')).toBe(
      'postgres://db/app?user=u&password=***&sslmode=require',
    )
    expect(redactUrl('postgres://u:p@ss@db/app')).toBe('postgres://u:***@db/app')
    expect(redactUrl('u:s3cret@db:5432/app')).toBe('(a URL that does not parse)')
  })
})
