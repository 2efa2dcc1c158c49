// Makes sure a Chromium for the end-to-end tests is present: CHROMIUM_PATH, else /usr/bin/chromium,
// else (as root on Debian) installs Debian's chromium package. Exits with a clear message otherwise.
import { existsSync } from 'node:fs'
import { spawnSync } from 'node:child_process'

export function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium'
}

export function ensureChromium() {
  const path = chromiumPath()
  if (existsSync(path)) return path
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`Chromium not found at ${path}: installing Debian's chromium package (apt-get)...`)
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env })
    const r = spawnSync(
      'apt-get',
      ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-liberation', 'fonts-noto-color-emoji'],
      { stdio: 'inherit', env },
    )
    if (r.status === 0 && existsSync('/usr/bin/chromium')) return '/usr/bin/chromium'
  }
  console.error(
    `No Chromium at ${path}. Install one (Debian: sudo apt-get install chromium) or set CHROMIUM_PATH=/path/to/chromium.`,
  )
  process.exit(1)
}
