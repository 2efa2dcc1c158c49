import { fileURLToPath } from 'node:url'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readCatalogueKeys, shortenKeys, shortIds } from '../../scripts/catalogueKeysPlugin'
import { account } from '../../src/ui/i18n/en/account'
import { connect } from '../../src/ui/i18n/en/connect'
import { creators } from '../../src/ui/i18n/en/creators'
import { errors } from '../../src/ui/i18n/en/errors'
import { failures } from '../../src/ui/i18n/en/failures'
import { shell } from '../../src/ui/i18n/en/shell'
import { receipts } from '../../src/ui/i18n/en/receipts'
import { goals } from '../../src/ui/i18n/en/goals'
import { notifications } from '../../src/ui/i18n/en/notifications'
import { studio } from '../../src/ui/i18n/en/studio'

const EN = fileURLToPath(new URL('../../src/ui/i18n/en', import.meta.url))

describe('catalogueKeysPlugin', () => {
  it('finds exactly the keys of the English catalogue in its files', () => {
    const english = {
      ...shell,
      ...connect,
      ...errors,
      ...failures,
      ...account,
      ...creators,
      ...studio,
      ...receipts,
      ...notifications,
      ...goals,
    }
    expect(readCatalogueKeys(EN)).toEqual(Object.keys(english).sort())
  })

  it('replaces quoted keys in either quote, and no other string', () => {
    const ids = shortIds(['connect.modal.title', 'shell.nav.studio'])
    const code = `t('connect.modal.title'); t("shell.nav.studio"); x('connect.modal'); y('connect.modal.titles')`
    expect(shortenKeys(code, ids)).toBe(`t('0'); t("1"); x('connect.modal'); y('connect.modal.titles')`)
  })

  it('property: ids are distinct, so no two messages can meet under one id', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.stringMatching(/^[a-z]+\.[a-z]+$/), { maxLength: 2000 }), (keys) => {
        const ids = shortIds(keys)
        expect(new Set(ids.values()).size).toBe(keys.length)
      }),
    )
  })
})
