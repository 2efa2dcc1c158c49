import type { Glossary } from './terms'

/** 繁體中文（香港）。香港用字：網絡、結餘、數碼、用戶、登入狀態、中斷連接、固定到工具列。 */
export const glossary: Glossary = {
  wallet: {
    use: ['錢包'],
    avoid: ['皮夾', '數位', '使用者', '釘選', '工作列'],
    why: 'Hong Kong forms throughout, not Taiwan’s: 數碼資產 (not 數位), 用戶 (not 使用者), 固定到工具列 (not 釘選到工作列), 網絡, 結餘; the avoid list here holds those Taiwan words for the whole catalogue.',
  },
  connect: {
    use: ['連接'],
    avoid: ['連結錢包', '綁定錢包', '連線你的錢包', '已連線'],
    why: '連結 is a link (a URL); the wallet is 連接, and 中斷連接 undoes it; 連線 is kept only for the internet connection (網絡連線).',
  },
  disconnect: { use: ['中斷連接'], avoid: ['中斷連線', '解除綁定', '解綁'] },
  signIn: { use: ['登入'], avoid: ['登錄', '登陸', '簽到'] },
  sign: { use: ['簽署'], avoid: ['傳送訊息', '發送訊息'] },
  signature: { use: ['簽名'], avoid: ['簽章', '簽字'] },
  network: {
    use: ['網絡'],
    avoid: ['網絡錯誤', '網路', '區塊鏈網絡', '錯誤的網絡', '網絡不受支援'],
    why: '“Wrong network” is 網絡不符 everywhere; 網絡錯誤 reads as a connectivity failure.',
  },
  switch: { use: ['切換'], avoid: ['更換網絡', '變更網絡'] },
  transaction: { use: ['交易'], avoid: ['事務'] },
  recent: { use: ['最近'], avoid: ['最新'] },
  pending: {
    use: ['處理中'],
    avoid: ['保留中', '擱置'],
    why: '交易處理中 for a sent transaction; 待處理 stays only for a wallet request waiting for the visitor.',
  },
  confirmed: { use: ['已確認'], avoid: ['已完成'] },
  failed: { use: ['失敗'], avoid: [] },
  support: { use: ['支持'], avoid: ['捐贈', '捐款', '打賞', '贊助'] },
  supporter: { use: ['支持者'], avoid: ['粉絲', '追蹤者', '捐贈者'] },
  note: { use: ['留言'], avoid: ['評論', '備註'] },
  creator: { use: ['創作者'], avoid: [/(?<!創)作者/, '製作者', '生產者'] },
  studio: { use: ['工作室'], avoid: ['儀表板', '控制台'] },
  profile: { use: ['個人資料'], avoid: ['檔案'] },
  explorer: {
    use: ['區塊瀏覽器'],
    avoid: [/在瀏覽器[中上]查看/],
    why: '瀏覽器 alone is a web browser; a block explorer is always 區塊瀏覽器.',
  },
  balance: {
    use: ['結餘'],
    avoid: [],
    why: 'Hong Kong banks and wallets say 結餘; 餘額 is everyday Hong Kong usage too (e-wallets), so it is not ruled out.',
  },
  account: {
    use: ['帳戶'],
    avoid: ['帳號'],
    why: '賬戶 is the Hong Kong standard form as well; 帳戶 is chosen, 賬戶 not ruled out.',
  },
  amount: { use: ['金額'], avoid: [] },
  address: { use: ['地址'], avoid: [] },
  install: { use: ['安裝'], avoid: [] },
  scan: { use: ['掃描'], avoid: [] },
  session: {
    use: ['登入狀態'],
    avoid: ['工作階段', '會話', '登入階段'],
    why: 'Hong Kong apps speak of the sign-in state (登入狀態), not Taiwan’s 工作階段.',
  },
  character: { use: ['字元'], avoid: ['字母'] },
  copy: { use: ['複製'], avoid: ['拷貝'] },
  hidden: { use: ['隱藏'], avoid: [] },
}
