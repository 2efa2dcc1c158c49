import type { AreaCatalogue } from '../../defineMessages'
import type { receipts as english } from '../../en/receipts'

export const receipts = {
  'receipts.title': 'Recibo',
  'receipts.heading': '{amount} para {creator}',
  'receipts.creator': 'Criador',
  'receipts.supporter': 'Apoiador',
  'receipts.amount': 'Valor',
  'receipts.network': 'Rede',
  'receipts.date': 'Data',
  'receipts.note': 'Recado',
  'receipts.hiddenNote': 'Oculto: os visitantes veem só o valor.',
  'receipts.viewOn': 'Ver a transação no {explorer}',
  'receipts.viewOnExplorer': 'Ver a transação no explorador',
  'receipts.share': 'Compartilhar',
  'receipts.copyLink': 'Copiar link',
  'receipts.copied': 'Copiado',
  'receipts.shareTitle': '{amount} para {creator} no {appName}',
  'receipts.loading': 'Carregando o recibo…',
  'receipts.notFoundTitle': 'Recibo não encontrado',
  'receipts.notFound': 'Não há recibo para esta transação.',
  'receipts.failed': 'Não foi possível carregar o recibo.',
  'receipts.retry': 'Tentar novamente',
  'receipts.creatorPage': 'Ir para a página do criador',
  'receipts.view': 'Ver seu recibo',
} satisfies AreaCatalogue<typeof english>
