import type { AreaCatalogue } from '../../defineMessages'
import type { shell as english } from '../../en/shell'

export const shell = {
  'shell.nav.label': 'Главное меню',
  'shell.nav.studio': 'Студия',
  'shell.footer.learnMore': 'Подробнее о кошельках',
  'shell.footer.language': 'Язык',
  'shell.footer.languageFailed': 'Не удалось загрузить этот язык. Проверьте подключение и попробуйте снова.',
  'shell.noscript': '{appName} нужен JavaScript, чтобы подключить кошелёк. Включите его и перезагрузите страницу.',
  'shell.footer.disclaimer':
    '{appName} никогда не хранит ваши средства: поддержка идёт прямо из вашего кошелька автору, а транзакцию в блокчейне нельзя отменить. Проверьте адрес перед отправкой.',
} satisfies AreaCatalogue<typeof english>
