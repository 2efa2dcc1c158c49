import type { AreaCatalogue } from '../../defineMessages'
import type { shell as english } from '../../en/shell'

export const shell = {
  'shell.nav.label': '주 메뉴',
  'shell.nav.studio': '스튜디오',
  'shell.footer.learnMore': '지갑에 대해 자세히 알아보기',
  'shell.footer.language': '언어',
  'shell.footer.languageFailed': '해당 언어를 불러오지 못했습니다. 연결을 확인하고 다시 시도하세요.',
  'shell.noscript': '{appName}에서 지갑을 연결하려면 JavaScript가 필요합니다. 켜고 페이지를 새로고침하세요.',
  'shell.footer.disclaimer':
    '{appName}는 자금을 보관하지 않습니다. 후원은 지갑에서 크리에이터에게 바로 전달되며 블록체인 거래는 되돌릴 수 없습니다. 보내기 전에 주소를 확인하세요.',
} satisfies AreaCatalogue<typeof english>
