import type { AreaCatalogue } from '../../defineMessages'
import type { errors as english } from '../../en/errors'

export const errors = {
  'errors.user-rejected': 'Kullanıcı isteği reddetti.',
  'errors.switch-chain': 'Ağ değiştirilirken bir hata oluştu.',
  'errors.add-chain': 'Ağ eklenirken bir hata oluştu.',
  'errors.unknown-chain': 'Tanınmayan zincir kimliği. Önce ağı wallet_addEthereumChain ile eklemeyi dene.',
  'errors.connector-not-found': 'Bağlayıcı bulunamadı',
  'errors.resource-unavailable': 'Cüzdanında zaten bekleyen bir istek var. Devam etmek için cüzdanını aç.',
  'errors.connect-failed': 'Cüzdan bağlanamadı.',
  'errors.sign-failed': 'Cüzdan mesajı imzalayamadı.',
  'errors.send-failed': 'Cüzdan işlemi gönderemedi.',
  'errors.watch-asset': "Cüzdan token'ı ekleyemedi.",
  'errors.switch-chain-unsupported':
    'Cüzdanın buradan ağ değiştirmeyi desteklemiyor. Ağı bunun yerine cüzdanının içinden değiştir.',
  'errors.session-changed': 'Cüzdan hesap veya ağ değiştirdi: kontrol edip yeniden gönder.',
  'errors.sign-in-prepare': 'Mesaj hazırlanırken hata oluştu, lütfen tekrar dene!',
  'errors.sign-in-sign': 'Mesaj imzalanırken hata oluştu, lütfen tekrar dene!',
  'errors.sign-in-verify': 'İmza doğrulanırken hata oluştu, lütfen tekrar dene!',
  'errors.unknown': 'Hay aksi, bir şeyler ters gitti!',
  'errors.chain-not-configured': '"{chainId}" zinciri yapılandırılmamış.',
  'errors.chain-not-configured-for': '"{chainId}" zinciri "{connector}" bağlayıcısı için yapılandırılmamış.',
  'errors.wallet-not-installed': '{wallet} yüklü değil',
  'errors.wallet-not-available': '{wallet} kullanılamıyor',
  'errors.wrong-network': 'Yanlış ağ algılandı; devam etmek için ağ değiştir veya bağlantıyı kes.',
  'errors.switch-unsupported':
    'Cüzdanın {appName} üzerinden ağ değiştirmeyi desteklemiyor. Ağı bunun yerine cüzdanının içinden değiştir.',
} satisfies AreaCatalogue<typeof english>
