#!/usr/bin/env -S npx tsx
// The creator card's cost per script: each script in a fresh process (so nothing is cached), the time to the first
// card (the renderer's import, satori's and HarfBuzz's wasm, the font slices the name needs), a second card of the same
// script with other characters (some slices already read), a third with the first's name again (every slice in
// memory), and the process's resident memory and CPU time after them (CPU time moves less than wall time on a busy
// machine). Figures, not assertions: this machine is noisy.
// Usage: npx tsx bench/creatorCardScripts.mts [--runs 3]
import { spawnSync } from 'node:child_process'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

const NAMES: Record<string, readonly [string, string]> = {
  latin: ['Zoë Ångström-Müller', 'Nguyễn Thị Hương'],
  arabic: ['محمد عبد الله', 'نقاشی‌های مریم'],
  devanagari: ['प्रिया शर्मा की कला', 'राहुल वर्मा'],
  chinese: ['李小龙的画室', '臺灣藝術家陳美麗'],
  japanese: ['さくら山田のイラスト', '佐藤ゆうきの写真'],
  korean: ['김민지의 그림', '박서준 사진관'],
  emoji: ['Alice 🎨✨', 'Bob 👩🏽‍🎨🇫🇷'],
}

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, script: { type: 'string' } },
})

if (values.script) {
  // The child: one script, measured from a cold start.
  const [first, second] = NAMES[values.script] ?? ['', '']
  const card = (name: string) => ({ name, shortAddress: '0xf39F…2266', accent: '#0b66e4' })
  const start = performance.now()
  const { createCardRenderer } = await import('../src/adapters/server/creatorCard/renderCreatorCard')
  const render = await createCardRenderer()
  await render(card(first))
  const firstMs = performance.now() - start
  let at = performance.now()
  await render(card(second))
  const secondMs = performance.now() - at
  at = performance.now()
  await render(card(`${first} `))
  const warmMs = performance.now() - at
  const rss = process.memoryUsage().rss / 2 ** 20
  const { user, system } = process.cpuUsage()
  console.log(JSON.stringify({ firstMs, secondMs, warmMs, rss, cpuMs: (user + system) / 1000 }))
} else {
  const self = fileURLToPath(import.meta.url)
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN
  console.log(
    'script      first card   second card   warm card   RSS after   CPU, whole process (median of runs, fresh process each)',
  )
  for (const script of Object.keys(NAMES)) {
    const runs = Array.from({ length: Number(values.runs) }, () => {
      const child = spawnSync(process.execPath, ['--import', 'tsx', self, '--script', script], { encoding: 'utf8' })
      if (child.status !== 0) throw new Error(`${script}: ${child.stderr}`)
      return JSON.parse(child.stdout.trim().split('\n').at(-1) as string) as Record<string, number>
    })
    const m = (key: string) => median(runs.map((run) => run[key] as number))
    console.log(
      `${script.padEnd(11)} ${m('firstMs').toFixed(0).padStart(7)} ms ${m('secondMs').toFixed(0).padStart(10)} ms ${m('warmMs').toFixed(0).padStart(8)} ms ${m('rss').toFixed(0).padStart(8)} MiB ${m('cpuMs').toFixed(0).padStart(8)} ms`,
    )
  }
}
