import { ViemChainHistoryReader } from '../../../src/adapters/viem/viemChainHistoryReader'
import { describeChainReaderContract } from '../chainReader/chainReader.contract'

describeChainReaderContract('ViemChainReader', (chains, options) => new ViemChainHistoryReader(chains, options))
