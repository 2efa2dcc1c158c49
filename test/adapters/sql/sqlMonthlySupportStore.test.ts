import { SqlCreatorStore } from '../../../src/adapters/sql/sqlCreatorStore'
import { SqlMonthlySupportStore } from '../../../src/adapters/sql/sqlMonthlySupportStore'
import { monthlySupportStoreContract } from '../memory/monthlySupportStore.contract'
import { SQL_KINDS, freshStateDatabases } from './freshStateDatabases'

const databases = freshStateDatabases()

for (const kind of SQL_KINDS) {
  monthlySupportStoreContract(`SqlMonthlySupportStore (${kind})`, async () => {
    const [first, second] = await databases.openTwice(kind)
    // SQLite serves one process, whose stores share one connection (see sqlCreatorStore.test.ts).
    const sibling = kind === 'sqlite' ? first.db : second.db
    return {
      store: new SqlMonthlySupportStore(first.db),
      sibling: new SqlMonthlySupportStore(sibling),
      creators: new SqlCreatorStore(first.db, first.kind),
    }
  })
}
