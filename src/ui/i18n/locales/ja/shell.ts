import type { AreaCatalogue } from '../../defineMessages'
import type { shell as english } from '../../en/shell'

export const shell = {
  'shell.nav.label': 'メイン',
  'shell.nav.studio': 'スタジオ',
  'shell.footer.learnMore': 'ウォレットについて詳しく',
  'shell.footer.language': '言語',
  'shell.footer.languageFailed': 'この言語を読み込めませんでした。接続を確認して、もう一度お試しください。',
  'shell.noscript':
    '{appName} でウォレットを接続するには JavaScript が必要です。有効にしてページを再読み込みしてください。',
  'shell.footer.disclaimer':
    '{appName} が資金を預かることはありません。応援はウォレットからクリエイターへ直接届き、ブロックチェーンのトランザクションは取り消せません。送る前にアドレスを確認してください。',
} satisfies AreaCatalogue<typeof english>
