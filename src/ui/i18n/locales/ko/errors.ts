import type { AreaCatalogue } from '../../defineMessages'
import type { errors as english } from '../../en/errors'

export const errors = {
  'errors.user-rejected': '사용자가 요청을 거부했습니다.',
  'errors.switch-chain': '네트워크를 전환하는 중 오류가 발생했습니다.',
  'errors.add-chain': '네트워크를 추가하는 중 오류가 발생했습니다.',
  'errors.unknown-chain': '알 수 없는 체인 ID입니다. 먼저 wallet_addEthereumChain으로 네트워크를 추가해 보세요.',
  'errors.connector-not-found': '커넥터를 찾을 수 없음',
  'errors.resource-unavailable': '지갑에 이미 대기 중인 요청이 있습니다. 지갑을 열어 계속하세요.',
  'errors.connect-failed': '지갑을 연결하지 못했습니다.',
  'errors.sign-failed': '지갑이 메시지에 서명하지 못했습니다.',
  'errors.send-failed': '지갑이 거래를 보내지 못했습니다.',
  'errors.watch-asset': '지갑이 토큰을 추가하지 못했습니다.',
  'errors.switch-chain-unsupported':
    '사용 중인 지갑은 여기에서 네트워크 전환을 지원하지 않습니다. 지갑에서 직접 네트워크를 전환하세요.',
  'errors.session-changed': '지갑의 계정 또는 네트워크가 바뀌었습니다. 확인 후 다시 보내세요.',
  'errors.sign-in-prepare': '메시지 준비 중 오류가 발생했습니다. 다시 시도하세요!',
  'errors.sign-in-sign': '메시지 서명 중 오류가 발생했습니다. 다시 시도하세요!',
  'errors.sign-in-verify': '서명 확인 중 오류가 발생했습니다. 다시 시도하세요!',
  'errors.unknown': '이런, 문제가 발생했습니다!',
  'errors.chain-not-configured': '체인 "{chainId}"이(가) 설정되지 않았습니다.',
  'errors.chain-not-configured-for': '체인 "{chainId}"이(가) 커넥터 "{connector}"에 설정되지 않았습니다.',
  'errors.wallet-not-installed': '{wallet}이(가) 설치되지 않았습니다',
  'errors.wallet-not-available': '{wallet}을(를) 사용할 수 없습니다',
  'errors.wrong-network': '잘못된 네트워크입니다. 계속하려면 네트워크를 전환하거나 연결을 해제하세요.',
  'errors.switch-unsupported':
    '사용 중인 지갑은 {appName}에서 네트워크 전환을 지원하지 않습니다. 지갑에서 직접 네트워크를 전환하세요.',
} satisfies AreaCatalogue<typeof english>
