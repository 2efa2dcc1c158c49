import type { Glossary } from './terms'

/** Indonesian, polite “Anda” (capitalised, the Indonesian convention). */
export const glossary: Glossary = {
  wallet: { use: ['dompet'], avoid: [/\bwallet\b/i] },
  connect: {
    use: ['hubungkan', 'terhubung', 'menghubungkan', 'koneksi'],
    avoid: ['sambungkan', 'tautkan dompet'],
    why: '“Pasangkan” stays for pairing from another device (WalletConnect), a different step.',
  },
  disconnect: { use: ['putuskan koneksi'], avoid: ['lepaskan', 'keluar dari dompet', /putuskan(?! koneksi)/i] },
  signIn: {
    use: ['masuk'],
    avoid: ['login', 'log in', 'sign in'],
    why: '“Masuk” is signing in; connecting the wallet is “menghubungkan”, never “masuk”.',
  },
  sign: { use: ['tanda tangani', 'menandatangani'], avoid: ['kirim pesan', 'mengirim pesan'] },
  signature: { use: ['tanda tangan'], avoid: [] },
  network: {
    use: ['jaringan'],
    avoid: ['kesalahan jaringan', /(?<!id |ethereum|block)chain/i],
    why: '“Chain” stays only in “ID chain”, the wallet’s own term; “kesalahan jaringan” is a connection failure, not the wrong network.',
  },
  switch: { use: ['ganti jaringan', 'beralih'], avoid: ['tukar'] },
  transaction: { use: ['transaksi'], avoid: [/\btxn?\b/i] },
  recent: {
    use: ['terakhir'],
    avoid: ['terbaru', 'terkini'],
    why: '“Terbaru” means newest; the list is of wallets used last and transactions sent last.',
  },
  pending: { use: ['tertunda'], avoid: [/\bpending\b/i, 'ditahan'] },
  confirmed: { use: ['dikonfirmasi', 'terkonfirmasi'], avoid: [/\bselesai\b/i] },
  failed: { use: ['gagal'], avoid: [] },
  support: { use: ['dukung'], avoid: ['donasi', 'sumbangan', /\btip\b/i] },
  supporter: { use: ['pendukung'], avoid: ['pengikut', 'donatur', 'penyumbang'] },
  note: {
    use: ['catatan'],
    avoid: [/(?<!tanda ?tangani |menandatangani |menyiapkan |lihat )pesan(?! terima kasih)/i, 'komentar'],
    why: '“Pesan” is the message the wallet signs (and the thank-you message): the supporter’s text is “catatan” everywhere.',
  },
  creator: { use: ['kreator'], avoid: ['pembuat', 'pencipta', /\bcreator\b/i] },
  studio: { use: ['studio'], avoid: ['dasbor'] },
  profile: { use: ['profil'], avoid: [] },
  explorer: {
    use: ['penjelajah blok'],
    avoid: [/\bexplorer\b/i, /penjelajah(?! blok)/i],
    why: 'Not the English word as a product name: a block explorer is a “penjelajah blok”.',
  },
  balance: { use: ['saldo'], avoid: [] },
  amount: { use: ['jumlah'], avoid: ['amaun'] },
  account: { use: ['akun'], avoid: [] },
  address: { use: ['alamat'], avoid: [] },
  install: { use: ['pasang', 'terpasang'], avoid: ['instal'] },
  scan: { use: ['pindai'], avoid: [/\bscan\b/i] },
  session: { use: ['sesi'], avoid: [] },
  character: { use: ['karakter'], avoid: ['huruf'] },
  copy: { use: ['salin', 'disalin'], avoid: ['tersalin', 'kopi'] },
  hidden: { use: ['sembunyi'], avoid: ['tutupi'] },
}
