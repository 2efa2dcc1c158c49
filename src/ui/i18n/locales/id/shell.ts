import type { AreaCatalogue } from '../../defineMessages'
import type { shell as english } from '../../en/shell'

export const shell = {
  'shell.nav.label': 'Utama',
  'shell.nav.studio': 'Studio',
  'shell.footer.learnMore': 'Pelajari lebih lanjut tentang dompet',
  'shell.footer.language': 'Bahasa',
  'shell.footer.languageFailed': 'Bahasa itu tidak dapat dimuat. Periksa koneksi Anda dan coba lagi.',
  'shell.noscript': '{appName} memerlukan JavaScript untuk menghubungkan dompet. Aktifkan dan muat ulang halaman.',
  'shell.footer.disclaimer':
    '{appName} tidak pernah menyimpan dana Anda: dukungan dikirim langsung dari dompet Anda ke kreator, dan transaksi blockchain tidak dapat dibatalkan. Periksa alamat sebelum mengirim.',
} satisfies AreaCatalogue<typeof english>
