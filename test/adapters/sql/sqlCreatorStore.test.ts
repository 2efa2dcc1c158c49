import { SqlCreatorStore } from '../../../src/adapters/sql/sqlCreatorStore'
import { creatorStoreContract } from '../memory/creatorStore.contract'
import { creatorStoreExportContract } from '../memory/creatorStoreExport.contract'
import { SQL_KINDS, freshStateDatabases } from './freshStateDatabases'

const databases = freshStateDatabases()

for (const kind of SQL_KINDS) {
  creatorStoreContract(`SqlCreatorStore (${kind})`, async () => {
    const [first, second] = await databases.openTwice(kind)
    return { store: new SqlCreatorStore(first.db), sibling: new SqlCreatorStore(second.db) }
  })
  creatorStoreExportContract(`SqlCreatorStore (${kind})`, async () => {
    const [first, second] = await databases.openTwice(kind)
    return { store: new SqlCreatorStore(first.db), sibling: new SqlCreatorStore(second.db) }
  })
}
