// Makes sure PostgreSQL server binaries (initdb, pg_ctl, postgres) for the SQL store tests are present: PG_BIN, else
// the newest /usr/lib/postgresql/<version>/bin, else (as root on Debian) installs Debian's postgresql package.
// Exits with a clear message otherwise. The tests start their own throwaway cluster; nothing is left running.
import { existsSync, readdirSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import { pathToFileURL } from 'node:url'

const DEBIAN_ROOT = '/usr/lib/postgresql'

/** The directory holding initdb and pg_ctl, or undefined when none is installed. */
export function postgresBin() {
  if (process.env.PG_BIN) return existsSync(`${process.env.PG_BIN}/initdb`) ? process.env.PG_BIN : undefined
  if (!existsSync(DEBIAN_ROOT)) return undefined
  const versions = readdirSync(DEBIAN_ROOT)
    .filter((v) => /^\d+$/.test(v) && existsSync(`${DEBIAN_ROOT}/${v}/bin/initdb`))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] === undefined ? undefined : `${DEBIAN_ROOT}/${versions[0]}/bin`
}

export function ensurePostgres() {
  const found = postgresBin()
  if (found) return found
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (isRoot && !process.env.PG_BIN && existsSync('/usr/bin/apt-get')) {
    console.log("PostgreSQL server binaries not found: installing Debian's postgresql package (apt-get)...")
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env })
    const r = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], {
      stdio: 'inherit',
      env,
    })
    const installed = postgresBin()
    if (r.status === 0 && installed) return installed
  }
  console.error(
    `No PostgreSQL server binaries (initdb, pg_ctl) ${process.env.PG_BIN ? `in PG_BIN=${process.env.PG_BIN}` : `under ${DEBIAN_ROOT}`}. ` +
      'Install them (Debian: sudo apt-get install postgresql) or set PG_BIN=/path/to/postgresql/bin.',
  )
  process.exit(1)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(ensurePostgres())
