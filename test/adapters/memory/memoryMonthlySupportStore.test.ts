import { MemoryCreatorStore } from '../../../src/adapters/memory/memoryCreatorStore'
import { MemoryMonthlySupportStore } from '../../../src/adapters/memory/memoryMonthlySupportStore'
import { monthlySupportStoreContract } from './monthlySupportStore.contract'

monthlySupportStoreContract('MemoryMonthlySupportStore', async () => {
  const creators = new MemoryCreatorStore()
  const store = new MemoryMonthlySupportStore(async (creator, support) => {
    await creators.recordMonthlySupport(creator, support)
  })
  return { store, sibling: store, creators }
})
