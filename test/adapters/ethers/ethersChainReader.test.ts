import { EthersChainHistoryReader } from '../../../src/adapters/ethers/ethersChainHistoryReader'
import { describeChainReaderContract } from '../chainReader/chainReader.contract'

describeChainReaderContract('EthersChainReader', (chains, options) => new EthersChainHistoryReader(chains, options))
