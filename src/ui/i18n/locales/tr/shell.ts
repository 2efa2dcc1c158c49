import type { AreaCatalogue } from '../../defineMessages'
import type { shell as english } from '../../en/shell'

export const shell = {
  'shell.nav.label': 'Ana menü',
  'shell.nav.studio': 'Stüdyo',
  'shell.footer.learnMore': 'Cüzdanlar hakkında daha fazla bilgi',
  'shell.footer.language': 'Dil',
  'shell.footer.languageFailed': 'Bu dil yüklenemedi. Bağlantınızı kontrol edip yeniden deneyin.',
  'shell.noscript': '{appName}, cüzdan bağlamak için JavaScript gerektirir. Etkinleştirin ve sayfayı yeniden yükleyin.',
  'shell.footer.disclaimer':
    '{appName} paranızı asla tutmaz: destek doğrudan cüzdanınızdan içerik üreticisine gider ve bir blokzincir işlemi geri alınamaz. Göndermeden önce adresi kontrol edin.',
} satisfies AreaCatalogue<typeof english>
