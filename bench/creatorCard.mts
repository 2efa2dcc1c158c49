#!/usr/bin/env -S npx tsx
// The creator card's renderer (the og:image of a creator page), measured both ways it could be built without a
// browser: satori lays the card out as SVG, then resvg (@resvg/resvg-js, the server's choice) or sharp (libvips, a dev
// dependency only for this comparison) turns it into a 1200x630 PNG; resvg both in the calling thread and on libuv's
// thread pool (renderAsync, what the server does). Each card has its own name, so no cache helps.
// Prints milliseconds per card (median and p95) for the layout alone and for each rasteriser, and the PNG sizes.
// Bounded; not part of `npm test`. Usage: npx tsx bench/creatorCard.mts [--cards 40]
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { Resvg, renderAsync } from '@resvg/resvg-js'
import type { ReactNode } from 'react'
import satori from 'satori'
import sharp from 'sharp'
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  cardTextRuns,
  creatorCardLayout,
} from '../src/adapters/server/creatorCard/creatorCardLayout'
import { cardFonts } from '../src/adapters/server/creatorCard/cardFonts'

const { values } = parseArgs({ options: { cards: { type: 'string', default: '40' } } })
const cards = Number(values.cards)

const card = (i: number) => ({
  name: `Creator number ${i} of the bench`,
  shortAddress: '0xf39F…2266',
  accent: '#0b66e4',
})
// Every card's text is Latin: the fonts of the first serve them all.
const fonts = await cardFonts().fontsFor(cardTextRuns(creatorCardLayout(card(0))))
const layout = (i: number): Promise<string> =>
  satori(creatorCardLayout(card(i)) as unknown as ReactNode, { width: CARD_WIDTH, height: CARD_HEIGHT, fonts })

const RASTER = { fitTo: { mode: 'width', value: CARD_WIDTH }, font: { loadSystemFonts: false } } as const

const ways: Record<string, (svg: string) => Promise<Uint8Array> | Uint8Array> = {
  resvg: (svg) => new Resvg(svg, RASTER).render().asPng(),
  // The server's: the same drawing on libuv's thread pool, the event loop free meanwhile.
  'resvg async': async (svg) => (await renderAsync(svg, RASTER)).asPng(),
  sharp: (svg) => sharp(Buffer.from(svg)).png().toBuffer(),
}

function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN
  return `median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms`
}

// Warm up: the first satori call compiles its layout engine (yoga, wasm) and parses the fonts.
for (const raster of Object.values(ways)) await raster(await layout(-1))

const svgs: string[] = []
const layoutTimes: number[] = []
for (let i = 0; i < cards; i++) {
  const start = performance.now()
  svgs.push(await layout(i))
  layoutTimes.push(performance.now() - start)
}
console.log(`satori layout (SVG): ${summary(layoutTimes)}`)
// The rasterisers take turns on each card (which goes first alternates), so a busy machine weighs on both alike. CPU
// time counts every thread of the process: sharp (libvips) may spread one card over several.
const names = Object.keys(ways)
const wall: Record<string, number[]> = Object.fromEntries(names.map((name) => [name, []]))
const cpu: Record<string, number[]> = Object.fromEntries(names.map((name) => [name, []]))
const bytes: Record<string, number> = Object.fromEntries(names.map((name) => [name, 0]))
for (const [i, svg] of svgs.entries()) {
  const order = i % 2 === 0 ? names : [...names].reverse()
  for (const name of order) {
    const raster = ways[name] as (svg: string) => Promise<Uint8Array> | Uint8Array
    const startCpu = process.cpuUsage()
    const start = performance.now()
    bytes[name] = (bytes[name] ?? 0) + (await raster(svg)).byteLength
    wall[name]?.push(performance.now() - start)
    const used = process.cpuUsage(startCpu)
    cpu[name]?.push((used.user + used.system) / 1000)
  }
}
for (const name of names) {
  const times = wall[name] ?? []
  const perCard = times.map((t, i) => t + (layoutTimes[i] ?? 0))
  console.log(
    `satori -> ${name}: rasterise ${summary(times)} (CPU ${summary(cpu[name] ?? [])}); whole card ${summary(perCard)}; PNG ${Math.round((bytes[name] ?? 0) / svgs.length / 1024)} KiB`,
  )
}
