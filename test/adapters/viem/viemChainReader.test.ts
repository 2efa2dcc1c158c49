import { ViemChainReader } from '../../../src/adapters/viem/viemChainReader'
import { describeChainReaderContract } from '../chainReader/chainReader.contract'

describeChainReaderContract('ViemChainReader', (chains, options) => new ViemChainReader(chains, options))
