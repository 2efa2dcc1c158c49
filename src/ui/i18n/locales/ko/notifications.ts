import type { AreaCatalogue } from '../../defineMessages'
import type { notifications as english } from '../../en/notifications'

export const notifications = {
  'notifications.title': '알림',
  'notifications.intro':
    '후원이 도착하는 즉시 내 서버가 알 수 있습니다. https 주소를 추가하면 각 이벤트가 서명과 함께 전송됩니다(Standard Webhooks).',
  'notifications.loading': '알림을 불러오는 중…',
  'notifications.loadFailed': '알림을 불러올 수 없습니다.',
  'notifications.retry': '다시 시도',
  'notifications.url': '엔드포인트 URL',
  'notifications.urlHint': '내 서버의 https 주소입니다. 엔드포인트는 최대 {count}개까지 추가할 수 있습니다.',
  'notifications.add': '엔드포인트 추가',
  'notifications.secretOnce':
    '서명 비밀 키: 지금 복사하세요. 한 번만 표시됩니다. 내 서버는 이 키로 각 서명을 확인합니다.',
  'notifications.secretDone': '완료',
  'notifications.offGone': '꺼짐: 엔드포인트가 410 Gone으로 응답했습니다.',
  'notifications.offFailing': '연속 10번 시도에 실패해 꺼졌습니다.',
  'notifications.off': '꺼짐.',
  'notifications.turnOn': '켜기',
  'notifications.sendTest': '테스트 보내기',
  'notifications.rotate': '비밀 키 갱신',
  'notifications.delete': '삭제',
  'notifications.deliveries': '최근 전송',
  'notifications.noDeliveries': '아직 보낸 것이 없습니다.',
  'notifications.status.pending': '대기 중',
  'notifications.status.succeeded': '전달됨',
  'notifications.status.failed': '실패',
  'notifications.status.skipped': '보내지 않음',
  'notifications.response': '응답 {code}',
  'notifications.redeliver': '다시 전송',
  'notifications.error.url': '공개 서버에 닿는 https 주소를 입력하세요.',
  'notifications.error.limit': '허용된 최대 엔드포인트 수에 도달했습니다.',
  'notifications.error.other': '실패했습니다. 다시 시도해 주세요.',
} satisfies AreaCatalogue<typeof english>
