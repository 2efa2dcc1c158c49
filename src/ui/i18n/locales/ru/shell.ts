import type { AreaCatalogue } from '../../defineMessages'
import type { shell as english } from '../../en/shell'

export const shell = {
  'shell.nav.label': 'Главное меню',
  'shell.nav.studio': 'Студия',
  'shell.footer.learnMore': 'Подробнее о кошельках',
  'shell.footer.language': 'Язык',
  'shell.footer.languageFailed': 'Не удалось загрузить этот язык. Проверьте подключение и попробуйте снова.',
  'shell.noscript': '{appName} нужен JavaScript, чтобы подключить кошелёк. Включите его и перезагрузите страницу.',
} satisfies AreaCatalogue<typeof english>
