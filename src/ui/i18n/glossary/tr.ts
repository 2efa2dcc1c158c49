import type { Glossary } from './terms'

/**
 * Turkish: the visitor is “siz” in every sentence (“cüzdanınızı bağlayın”); a button or title may keep the bare
 * imperative (“Sayfayı aç”, “Yeniden dene”), as Turkish interfaces do.
 */
export const glossary: Glossary = {
  wallet: { use: ['cüzdan'], avoid: [/\bwallet\b/i, 'portföy'] },
  connect: {
    use: ['bağla', 'bağlı', 'bağlan'],
    avoid: ['bağlantı kur', 'iliştir'],
    why: '“Bağlantı” also means a web link (“Bağlantıyı kopyala”, “Bağlantılar”), as in all Turkish interfaces; the wallet is always “bağlanır”.',
  },
  disconnect: { use: ['bağlantıyı kes'], avoid: ['bağlantıyı kopar', 'çıkış yap', 'bağlantıyı ayır'] },
  signIn: {
    use: ['giriş yap', 'giriş kapalı', 'giriş yöntemi'],
    avoid: ['oturum aç', 'oturumu aç', 'login', 'log in', 'oturum açma'],
    why: '“Oturum” is the session (“Oturumunuz sona erdi”), so signing in is always “giriş yapmak”.',
  },
  sign: { use: ['imzala'], avoid: ['mesaj gönder', 'mesajı gönder'] },
  signature: { use: ['imza'], avoid: [] },
  network: {
    use: ['ağ'],
    avoid: ['ağ hatası', 'şebeke', /(?<!blok)zincir(?! kimliğ)/i],
    why: '“Zincir” only inside “zincir kimliği” (chain ID, the wallet’s own term) and “blokzincir”; “ağ hatası” is a connection failure, not the wrong network.',
  },
  switch: { use: ['değiştir', 'ağına geç'], avoid: ['takas', 'swap'] },
  transaction: { use: ['işlem'], avoid: ['transaksiyon', 'muamele', /\btxn?\b/i] },
  recent: { use: ['son işlemler', 'son kullanılan'], avoid: [/(^|\s)en (yeni|son)(\s|$)/i, 'yeni işlemler'] },
  pending: { use: ['bekliyor'], avoid: ['askıda', 'beklemede'] },
  confirmed: { use: ['onaylandı'], avoid: ['tamamlandı'] },
  failed: { use: ['başarısız'], avoid: ['hatalı işlem'] },
  support: { use: ['destek'], avoid: ['bağış', 'bahşiş', 'sponsor'] },
  supporter: { use: ['destekçi'], avoid: ['takipçi', 'bağışçı', 'hayran'] },
  note: {
    use: ['not'],
    avoid: ['yorum', 'açıklama', 'mesajınız'],
    why: '“Mesaj” stays for the message the wallet signs and the thank-you message.',
  },
  creator: {
    use: ['içerik üretici'],
    avoid: [/(?<![iİ]çerik )üretici/i, 'yaratıcı', 'yapımcı', /creator(?!s studio)/i],
    why: 'Alone, “üretici” means producer or manufacturer: always “içerik üreticisi”.',
  },
  studio: { use: ['stüdyo'], avoid: ['kontrol paneli', 'pano'] },
  profile: { use: ['profil'], avoid: [] },
  explorer: {
    use: ['blok gezgini'],
    avoid: [/(?<!blok )gezgin/i, 'kaşif', 'explorer'],
    why: 'Alone, “gezgin” is a traveller: the site is a “blok gezgini”.',
  },
  balance: { use: ['bakiye'], avoid: ['denge', 'hesap özeti'] },
  amount: { use: ['tutar'], avoid: ['miktar'] },
  account: { use: ['hesap', 'hesab'], avoid: ['kullanıcı hesabı'] },
  address: { use: ['adres'], avoid: [] },
  install: { use: ['yükle', 'yüklü'], avoid: ['kurulum yap'] },
  scan: { use: ['tara'], avoid: ['okut'] },
  session: { use: ['oturum'], avoid: [] },
  character: { use: ['karakter'], avoid: ['harf'] },
  copy: { use: ['kopyala'], avoid: [] },
  hidden: { use: ['gizle', 'gizli'], avoid: ['saklandı', 'görünmez'] },
}
