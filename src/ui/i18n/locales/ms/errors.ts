import type { AreaCatalogue } from '../../defineMessages'
import type { errors as english } from '../../en/errors'

export const errors = {
  'errors.user-rejected': 'Pengguna menolak permintaan.',
  'errors.switch-chain': 'Ralat berlaku semasa menukar rangkaian.',
  'errors.add-chain': 'Ralat berlaku semasa menambah rangkaian.',
  'errors.unknown-chain': 'ID rantaian tidak dikenali. Cuba tambah rangkaian dengan wallet_addEthereumChain dahulu.',
  'errors.connector-not-found': 'Penyambung tidak ditemui',
  'errors.resource-unavailable': 'Permintaan sudah menunggu dalam dompet anda. Buka dompet anda untuk meneruskan.',
  'errors.connect-failed': 'Gagal menyambung dompet.',
  'errors.sign-failed': 'Dompet tidak dapat menandatangani mesej.',
  'errors.send-failed': 'Dompet tidak dapat menghantar transaksi.',
  'errors.watch-asset': 'Dompet tidak dapat menambah token.',
  'errors.switch-chain-unsupported':
    'Dompet anda tidak menyokong pertukaran rangkaian dari sini. Tukar rangkaian dari dalam dompet anda.',
  'errors.session-changed': 'Dompet telah menukar akaun atau rangkaian: semak dan hantar semula.',
  'errors.sign-in-prepare': 'Ralat menyediakan mesej, sila cuba lagi!',
  'errors.sign-in-sign': 'Ralat menandatangani mesej, sila cuba lagi!',
  'errors.sign-in-verify': 'Ralat mengesahkan tandatangan, sila cuba lagi!',
  'errors.unknown': 'Alamak, ada yang tidak kena!',
  'errors.chain-not-configured': 'Rantaian "{chainId}" tidak dikonfigurasikan.',
  'errors.chain-not-configured-for': 'Rantaian "{chainId}" tidak dikonfigurasikan untuk penyambung "{connector}".',
  'errors.wallet-not-installed': '{wallet} tidak dipasang',
  'errors.wallet-not-available': '{wallet} tidak tersedia',
  'errors.wrong-network': 'Rangkaian salah dikesan, tukar rangkaian atau putuskan sambungan untuk meneruskan.',
  'errors.switch-unsupported':
    'Dompet anda tidak menyokong pertukaran rangkaian dari {appName}. Tukar rangkaian dari dalam dompet anda.',
} satisfies AreaCatalogue<typeof english>
