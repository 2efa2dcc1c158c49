import type { AreaCatalogue } from '../../defineMessages'
import type { errors as english } from '../../en/errors'

export const errors = {
  'errors.user-rejected': 'Pengguna menolak permintaan.',
  'errors.switch-chain': 'Terjadi kesalahan saat mengganti jaringan.',
  'errors.add-chain': 'Terjadi kesalahan saat menambahkan jaringan.',
  'errors.unknown-chain':
    'ID chain tidak dikenal. Coba tambahkan jaringan dengan wallet_addEthereumChain terlebih dahulu.',
  'errors.connector-not-found': 'Konektor tidak ditemukan',
  'errors.resource-unavailable': 'Sudah ada permintaan yang tertunda di dompet Anda. Buka dompet untuk melanjutkan.',
  'errors.connect-failed': 'Gagal menghubungkan dompet.',
  'errors.sign-failed': 'Dompet tidak dapat menandatangani pesan.',
  'errors.send-failed': 'Dompet tidak dapat mengirim transaksi.',
  'errors.watch-asset': 'Dompet tidak dapat menambahkan token.',
  'errors.switch-chain-unsupported':
    'Dompet Anda tidak mendukung penggantian jaringan dari sini. Ganti jaringan langsung dari dompet Anda.',
  'errors.session-changed': 'Dompet mengganti akun atau jaringan: periksa lalu kirim lagi.',
  'errors.sign-in-prepare': 'Gagal menyiapkan pesan, silakan coba lagi!',
  'errors.sign-in-sign': 'Gagal menandatangani pesan, silakan coba lagi!',
  'errors.sign-in-verify': 'Gagal memverifikasi tanda tangan, silakan coba lagi!',
  'errors.unknown': 'Ups, terjadi kesalahan!',
  'errors.chain-not-configured': 'Chain "{chainId}" belum dikonfigurasi.',
  'errors.chain-not-configured-for': 'Chain "{chainId}" belum dikonfigurasi untuk konektor "{connector}".',
  'errors.wallet-not-installed': '{wallet} belum terpasang',
  'errors.wallet-not-available': '{wallet} tidak tersedia',
  'errors.wrong-network': 'Jaringan salah terdeteksi, ganti jaringan atau putuskan koneksi untuk melanjutkan.',
  'errors.switch-unsupported':
    'Dompet Anda tidak mendukung penggantian jaringan dari {appName}. Ganti jaringan langsung dari dompet Anda.',
} satisfies AreaCatalogue<typeof english>
