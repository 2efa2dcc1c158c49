import { EthersChainReader } from '../../../src/adapters/ethers/ethersChainReader'
import { describeChainReaderContract } from '../chainReader/chainReader.contract'

describeChainReaderContract('EthersChainReader', (chains, options) => new EthersChainReader(chains, options))
