import type { AreaCatalogue } from '../../defineMessages'
import type { receipts as english } from '../../en/receipts'

export const receipts = {
  'receipts.title': '영수증',
  'receipts.heading': '{creator}에게 {amount}',
  'receipts.creator': '크리에이터',
  'receipts.supporter': '후원자',
  'receipts.amount': '금액',
  'receipts.network': '네트워크',
  'receipts.date': '날짜',
  'receipts.note': '응원 메시지',
  'receipts.hiddenNote': '숨김: 방문자에게는 금액만 표시됩니다.',
  'receipts.viewOn': '{explorer}에서 거래 보기',
  'receipts.viewOnExplorer': '익스플로러에서 거래 보기',
  'receipts.share': '공유',
  'receipts.copyLink': '링크 복사',
  'receipts.copied': '복사했습니다',
  'receipts.shareTitle': '{appName}에서 {creator}에게 {amount}',
  'receipts.loading': '영수증을 불러오는 중…',
  'receipts.notFoundTitle': '영수증을 찾을 수 없음',
  'receipts.notFound': '이 거래의 영수증이 없습니다.',
  'receipts.failed': '영수증을 불러오지 못했습니다.',
  'receipts.retry': '다시 시도',
  'receipts.creatorPage': '크리에이터 페이지로 이동',
  'receipts.view': '영수증 보기',
} satisfies AreaCatalogue<typeof english>
