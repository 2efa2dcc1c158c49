import { MemoryCreatorStore } from '../../../src/adapters/memory/memoryCreatorStore'
import { creatorStoreContract } from './creatorStore.contract'
import { supportLedgerContract } from './supportLedger.contract'
import { creatorStoreExportContract } from './creatorStoreExport.contract'

creatorStoreContract('MemoryCreatorStore', () => {
  const store = new MemoryCreatorStore()
  return { store, sibling: store }
})

supportLedgerContract('MemoryCreatorStore', async () => {
  const store = new MemoryCreatorStore()
  return { store, sibling: store }
})

creatorStoreExportContract('MemoryCreatorStore', () => {
  const store = new MemoryCreatorStore()
  return { store, sibling: store }
})
