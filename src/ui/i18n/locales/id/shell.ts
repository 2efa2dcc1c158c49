import type { AreaCatalogue } from '../../defineMessages'
import type { shell as english } from '../../en/shell'

export const shell = {
  'shell.nav.label': 'Utama',
  'shell.nav.studio': 'Studio',
  'shell.footer.learnMore': 'Pelajari lebih lanjut tentang dompet',
  'shell.footer.language': 'Bahasa',
  'shell.footer.languageFailed': 'Bahasa itu tidak dapat dimuat. Periksa koneksi Anda dan coba lagi.',
  'shell.noscript': '{appName} memerlukan JavaScript untuk menghubungkan dompet. Aktifkan dan muat ulang halaman.',
} satisfies AreaCatalogue<typeof english>
