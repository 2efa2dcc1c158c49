import type { AreaCatalogue } from '../../defineMessages'
import type { shell as english } from '../../en/shell'

export const shell = {
  'shell.nav.label': 'Utama',
  'shell.nav.studio': 'Studio',
  'shell.footer.learnMore': 'Ketahui lebih lanjut tentang dompet',
  'shell.footer.language': 'Bahasa',
  'shell.footer.languageFailed': 'Bahasa itu tidak dapat dimuatkan. Semak sambungan anda dan cuba lagi.',
  'shell.noscript': '{appName} memerlukan JavaScript untuk menyambungkan dompet. Hidupkannya dan muat semula halaman.',
  'shell.footer.disclaimer':
    '{appName} tidak pernah memegang dana anda: sokongan dihantar terus dari dompet anda kepada pencipta, dan transaksi blockchain tidak boleh dibatalkan. Semak alamat sebelum menghantar.',
} satisfies AreaCatalogue<typeof english>
