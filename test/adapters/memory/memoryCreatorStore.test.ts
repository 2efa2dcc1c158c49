import { MemoryCreatorStore } from '../../../src/adapters/memory/memoryCreatorStore'
import { creatorStoreContract } from './creatorStore.contract'

creatorStoreContract('MemoryCreatorStore', () => {
  const store = new MemoryCreatorStore()
  return { store, sibling: store }
})
