import type { Glossary } from './terms'

/** 繁體中文（台灣）。 */
export const glossary: Glossary = {
  wallet: { use: ['錢包'], avoid: ['皮夾'] },
  connect: {
    use: ['連接'],
    avoid: ['連結錢包', '綁定錢包'],
    why: '連結 is a link (a URL); the wallet is 連接 (中斷連線 is the usual Taiwan wording to disconnect).',
  },
  disconnect: { use: ['中斷連線'], avoid: ['解除綁定', '解綁'] },
  signIn: { use: ['登入'], avoid: ['登錄', '登陸', '簽到'] },
  sign: { use: ['簽署'], avoid: ['傳送訊息', '發送訊息'] },
  signature: { use: ['簽名'], avoid: ['簽章', '簽字'] },
  network: {
    use: ['網路'],
    avoid: ['網路錯誤', '網絡', '區塊鏈網路', '錯誤的網路', '網路不受支援'],
    why: '“Wrong network” is 網路不符 everywhere; 網路錯誤 reads as a connectivity failure.',
  },
  switch: { use: ['切換'], avoid: ['更換網路', '變更網路'] },
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
  balance: { use: ['餘額'], avoid: ['結餘'] },
  account: { use: ['帳戶'], avoid: ['賬戶', '帳號'] },
  address: { use: ['地址'], avoid: [] },
  install: { use: ['安裝'], avoid: [] },
  scan: { use: ['掃描'], avoid: [] },
  session: {
    use: ['登入狀態', '登入已逾時'],
    avoid: ['會話', '登入階段', '工作階段'],
    why: '工作階段 is the software term; a visitor reads the sign-in state (登入狀態).',
  },
  character: { use: ['字元'], avoid: ['字母'] },
  copy: { use: ['複製'], avoid: ['拷貝'] },
  hidden: { use: ['隱藏'], avoid: [] },
}
