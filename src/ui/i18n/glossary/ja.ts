import type { Glossary } from './terms'

/** 日本語。 */
export const glossary: Glossary = {
  wallet: { use: ['ウォレット'], avoid: ['財布'] },
  connect: { use: ['接続'], avoid: ['リンク接続', '連携'] },
  disconnect: { use: ['接続を解除'], avoid: ['切断', '連携解除'] },
  signIn: {
    use: ['サインイン'],
    avoid: ['ログインしてください', 'ログイン中'],
    why: 'このアプリの手順は常にサインイン。「新しいログイン方法」は説明文の題名（ウォレット一般の話）なので残す。',
  },
  sign: { use: ['署名'], avoid: ['メッセージを送信'] },
  signature: { use: ['署名'], avoid: [/サイン(?!イン)/] },
  network: {
    use: ['ネットワーク'],
    avoid: ['ネットワークエラー', 'ブロックチェーンネットワーク', '誤ったネットワーク'],
    why: '違うネットワークはどこでも「ネットワークが違います」。',
  },
  switch: { use: ['切り替え'], avoid: ['ネットワークを変更'] },
  transaction: { use: ['トランザクション'], avoid: ['取引', 'Tx'] },
  recent: { use: ['最近'], avoid: ['最新'] },
  pending: { use: ['処理中'], avoid: ['保留中'], why: '保留中 は「保留（on hold）」と読まれる。' },
  confirmed: {
    use: ['確認済み', '確認され'],
    avoid: ['完了済み', '承認済み', /承認され(て|ま)/],
    why: 'ネットワークが確かめるのは「確認」。「承認」は訪問者がウォレットでする操作（ウォレットで承認）なので、まだ承認されていないと読むと、もう一度承認や送信が要ると思われる。',
  },
  failed: { use: ['失敗'], avoid: [] },
  support: {
    use: ['応援'],
    avoid: [/サポート(?!ター)/, '寄付', '投げ銭', 'チップ'],
    why: '送金は「応援」。人は「サポーター」（サポーターウォール）。',
  },
  supporter: { use: ['サポーター'], avoid: ['フォロワー', '寄付者', 'パトロン'] },
  note: {
    use: ['応援メッセージ'],
    avoid: ['メモ', 'コメント', /(?<!応援)メッセージ（任意）/, /^メッセージ$/, 'サポーターからのメッセージ', '残したメッセージ'],
    why: '署名する「メッセージ」と同じ段落に出るので、単独の見出しやラベルではサポーターの言葉を「応援メッセージ」と呼ぶ。文中で明らかなとき（メッセージを残す）は「メッセージ」のまま。',
  },
  creator: { use: ['クリエイター'], avoid: ['クリエーター', '作者', '制作者'] },
  studio: { use: ['スタジオ'], avoid: ['ダッシュボード'] },
  profile: { use: ['プロフィール'], avoid: ['プロファイル'] },
  explorer: { use: ['エクスプローラー'], avoid: ['ブラウザで見る'] },
  balance: { use: ['残高'], avoid: [] },
  account: { use: ['アカウント'], avoid: [] },
  address: { use: ['アドレス'], avoid: [] },
  install: { use: ['インストール'], avoid: [] },
  scan: { use: ['スキャン'], avoid: [] },
  session: { use: ['セッション'], avoid: [] },
  character: { use: ['文字'], avoid: [] },
  copy: { use: ['コピー'], avoid: ['複製'] },
  hidden: { use: ['非表示'], avoid: [] },
}
