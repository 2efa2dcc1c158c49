import { SqlCreatorStore } from '../../../src/adapters/sql/sqlCreatorStore'
import { creatorStoreContract } from '../memory/creatorStore.contract'
import { supportLedgerContract } from '../memory/supportLedger.contract'
import { SQL_KINDS, freshStateDatabases } from './freshStateDatabases'

const databases = freshStateDatabases()

for (const kind of SQL_KINDS) {
  creatorStoreContract(`SqlCreatorStore (${kind})`, async () => {
    const [first, second] = await databases.openTwice(kind)
    return { store: new SqlCreatorStore(first.db), sibling: new SqlCreatorStore(second.db) }
  })
}

for (const kind of SQL_KINDS) {
  supportLedgerContract(`SqlCreatorStore (${kind})`, async () => {
    const [first, second] = await databases.openTwice(kind)
    return { store: new SqlCreatorStore(first.db), sibling: new SqlCreatorStore(second.db) }
  })
}
