import { SqlCreatorStore } from '../../../src/adapters/sql/sqlCreatorStore'
import { creatorStoreContract } from '../memory/creatorStore.contract'
import { supportLedgerContract } from '../memory/supportLedger.contract'
import { creatorStoreExportContract } from '../memory/creatorStoreExport.contract'
import { SQL_KINDS, freshStateDatabases } from './freshStateDatabases'

const databases = freshStateDatabases()

for (const kind of SQL_KINDS) {
  creatorStoreContract(`SqlCreatorStore (${kind})`, async () => {
    const [first, second] = await databases.openTwice(kind)
    // SQLite serves one process (README), whose stores share one connection: a second connection in the same process
    // would wait for the first one's write transaction with better-sqlite3's synchronous busy wait, blocking the very
    // event loop that would commit it. PostgreSQL's sibling is another instance's pool.
    const sibling = kind === 'sqlite' ? first.db : second.db
    return { store: new SqlCreatorStore(first.db, kind), sibling: new SqlCreatorStore(sibling, kind) }
  })
}

for (const kind of SQL_KINDS) {
  supportLedgerContract(`SqlCreatorStore (${kind})`, async () => {
    const [first, second] = await databases.openTwice(kind)
    return { store: new SqlCreatorStore(first.db, kind), sibling: new SqlCreatorStore(second.db, kind) }
  })
  creatorStoreExportContract(`SqlCreatorStore (${kind})`, async () => {
    const [first, second] = await databases.openTwice(kind)
    return { store: new SqlCreatorStore(first.db, kind), sibling: new SqlCreatorStore(second.db, kind) }
  })
}
