import type { AreaCatalogue } from '../../defineMessages'
import type { receipts as english } from '../../en/receipts'

export const receipts = {
  'receipts.title': 'Квитанция',
  'receipts.heading': '{amount} для {creator}',
  'receipts.creator': 'Автор',
  'receipts.supporter': 'Поддержавший',
  'receipts.amount': 'Сумма',
  'receipts.network': 'Сеть',
  'receipts.date': 'Дата',
  'receipts.note': 'Пожелание',
  'receipts.hiddenNote': 'Скрыто: посетители видят только сумму.',
  'receipts.viewOn': 'Открыть транзакцию в {explorer}',
  'receipts.viewOnExplorer': 'Открыть транзакцию в обозревателе блоков',
  'receipts.share': 'Поделиться',
  'receipts.copyLink': 'Копировать ссылку',
  'receipts.copied': 'Скопировано',
  'receipts.shareTitle': '{amount} для {creator} в {appName}',
  'receipts.loading': 'Загрузка квитанции…',
  'receipts.notFoundTitle': 'Квитанция не найдена',
  'receipts.notFound': 'Для этой транзакции нет квитанции.',
  'receipts.failed': 'Не удалось загрузить квитанцию.',
  'receipts.retry': 'Повторить',
  'receipts.creatorPage': 'Перейти на страницу автора',
  'receipts.view': 'Посмотреть квитанцию',
} satisfies AreaCatalogue<typeof english>
