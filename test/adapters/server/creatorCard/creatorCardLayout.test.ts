import { describe, expect, test } from 'vitest'
import { cardTextRuns, creatorCardLayout } from '../../../../src/adapters/server/creatorCard/creatorCardLayout'
import { nameDirection } from './nameDirection'

describe('creatorCardLayout', () => {
  test('parameters: the name reads in the direction of its first letter, as dir="auto" would', () => {
    expect(nameDirection('Alice')).toBe('ltr')
    expect(nameDirection('محمد')).toBe('rtl')
    expect(nameDirection('۱۴۰۳ نقاشی')).toBe('rtl')
    expect(nameDirection('«שרה» Cohen')).toBe('rtl')
    expect(nameDirection('42 Alice محمد')).toBe('ltr')
    expect(nameDirection('李小龙')).toBe('ltr')
  })
})

describe('cardTextRuns', () => {
  test('behavior: every text the card draws, with the weight it is drawn in', () => {
    const layout = creatorCardLayout({ name: 'שרה', shortAddress: '0xf39F…2266', accent: '#0b66e4' })
    expect(cardTextRuns(layout)).toEqual([
      { text: 'שרה', weight: 700 },
      { text: '0xf39F…2266', weight: 400 },
      { text: 'Creators Studio', weight: 700 },
    ])
  })
})
