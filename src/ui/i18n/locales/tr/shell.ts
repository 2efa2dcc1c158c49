import type { AreaCatalogue } from '../../defineMessages'
import type { shell as english } from '../../en/shell'

export const shell = {
  'shell.nav.label': 'Ana menü',
  'shell.nav.studio': 'Stüdyo',
  'shell.footer.learnMore': 'Cüzdanlar hakkında daha fazla bilgi',
  'shell.footer.language': 'Dil',
  'shell.footer.languageFailed': 'Bu dil yüklenemedi. Bağlantınızı kontrol edip yeniden deneyin.',
  'shell.noscript': '{appName}, cüzdan bağlamak için JavaScript gerektirir. Etkinleştirin ve sayfayı yeniden yükleyin.',
} satisfies AreaCatalogue<typeof english>
