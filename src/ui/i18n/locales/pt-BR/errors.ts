import type { AreaCatalogue } from '../../defineMessages'
import type { errors as english } from '../../en/errors'

export const errors = {
  'errors.user-rejected': 'O usuário recusou a solicitação.',
  'errors.switch-chain': 'Ocorreu um erro ao trocar de rede.',
  'errors.add-chain': 'Ocorreu um erro ao adicionar a rede.',
  'errors.unknown-chain': 'ID de rede desconhecido. Adicione a rede primeiro com wallet_addEthereumChain.',
  'errors.connector-not-found': 'Conector não encontrado',
  'errors.resource-unavailable': 'Já há uma solicitação pendente na sua carteira. Abra a carteira para continuar.',
  'errors.connect-failed': 'Não foi possível conectar a carteira.',
  'errors.sign-failed': 'A carteira não conseguiu assinar a mensagem.',
  'errors.send-failed': 'A carteira não conseguiu enviar a transação.',
  'errors.watch-asset': 'A carteira não conseguiu adicionar o token.',
  'errors.switch-chain-unsupported':
    'Sua carteira não permite trocar de rede por aqui. Troque de rede direto na sua carteira.',
  'errors.session-changed': 'A carteira mudou de conta ou de rede: confira e envie de novo.',
  'errors.sign-in-prepare': 'Erro ao preparar a mensagem, tente novamente!',
  'errors.sign-in-sign': 'Erro ao assinar a mensagem, tente novamente!',
  'errors.sign-in-verify': 'Erro ao verificar a assinatura, tente novamente!',
  'errors.unknown': 'Ops, algo deu errado!',
  'errors.chain-not-configured': 'Rede "{chainId}" não configurada.',
  'errors.chain-not-configured-for': 'Rede "{chainId}" não configurada para o conector "{connector}".',
  'errors.wallet-not-installed': '{wallet} não está instalada',
  'errors.wallet-not-available': '{wallet} não está disponível',
  'errors.wrong-network': 'Rede incorreta detectada: troque de rede ou desconecte para continuar.',
  'errors.switch-unsupported':
    'Sua carteira não permite trocar de rede pelo {appName}. Troque de rede direto na sua carteira.',
} satisfies AreaCatalogue<typeof english>
