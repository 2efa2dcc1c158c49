import { describe, expect, test } from 'vitest'
import { errorText } from '../../src/ui/errorText'
import { errors } from '../../src/ui/i18n/en/errors'
import faMain from '../../src/ui/i18n/locales/fa'
import { translator } from '../../src/ui/i18n/useT'

describe('errorText: numbers in the language', () => {
  test("behavior: a chain id is written without grouping, in the language's digits", () => {
    const english = translator(errors, { locale: 'en', dir: 'ltr', messages: undefined, pseudo: undefined })
    const persian = translator(errors, { locale: 'fa', dir: 'rtl', messages: faMain, pseudo: undefined })
    expect(errorText(english, { code: 'chain-not-configured', params: { chainId: 11155111 } })).toContain('11155111')
    const text = errorText(persian, { code: 'chain-not-configured', params: { chainId: 11155111 } })
    expect(text).toContain('۱۱۱۵۵۱۱۱')
    expect(text).not.toMatch(/[0-9]/)
  })
})
