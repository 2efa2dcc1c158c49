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
} satisfies AreaCatalogue<typeof english>
