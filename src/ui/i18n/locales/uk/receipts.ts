import type { AreaCatalogue } from '../../defineMessages'
import type { receipts as english } from '../../en/receipts'

export const receipts = {
  'receipts.title': 'Квитанція',
  'receipts.heading': '{amount} для {creator}',
  'receipts.creator': 'Автор',
  'receipts.supporter': 'Прихильник',
  'receipts.amount': 'Сума',
  'receipts.network': 'Мережа',
  'receipts.date': 'Дата',
  'receipts.note': 'Побажання',
  'receipts.hiddenNote': 'Приховано: відвідувачі бачать лише суму.',
  'receipts.viewOn': 'Переглянути транзакцію в {explorer}',
  'receipts.viewOnExplorer': 'Переглянути транзакцію в оглядачі блоків',
  'receipts.share': 'Поділитися',
  'receipts.copyLink': 'Копіювати посилання',
  'receipts.copied': 'Скопійовано',
  'receipts.shareTitle': '{amount} для {creator} у {appName}',
  'receipts.loading': 'Завантаження квитанції…',
  'receipts.notFoundTitle': 'Квитанцію не знайдено',
  'receipts.notFound': 'Для цієї транзакції немає квитанції.',
  'receipts.failed': 'Не вдалося завантажити квитанцію.',
  'receipts.retry': 'Спробувати ще раз',
  'receipts.creatorPage': 'До сторінки автора',
  'receipts.view': 'Переглянути квитанцію',
} satisfies AreaCatalogue<typeof english>
