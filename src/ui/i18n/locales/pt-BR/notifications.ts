import type { AreaCatalogue } from '../../defineMessages'
import type { notifications as english } from '../../en/notifications'

export const notifications = {
  'notifications.title': 'Notificações',
  'notifications.intro':
    'Seu próprio servidor fica sabendo de cada apoio assim que ele chega: adicione um endereço https e cada evento é enviado a ele assinado (Standard Webhooks).',
  'notifications.loading': 'Carregando suas notificações…',
  'notifications.loadFailed': 'Não foi possível carregar suas notificações.',
  'notifications.retry': 'Tentar novamente',
  'notifications.url': 'URL do endpoint',
  'notifications.urlHint': 'Um endereço https no seu servidor. Você pode adicionar até {count} endpoints.',
  'notifications.add': 'Adicionar endpoint',
  'notifications.secretOnce':
    'Segredo de assinatura: copie agora, ele aparece só uma vez. Seu servidor confere cada assinatura com ele.',
  'notifications.secretDone': 'Pronto',
  'notifications.offGone': 'Desativado: o endpoint respondeu 410 Gone.',
  'notifications.offFailing': 'Desativado após 10 tentativas seguidas com falha.',
  'notifications.off': 'Desativado.',
  'notifications.turnOn': 'Ativar',
  'notifications.sendTest': 'Enviar teste',
  'notifications.rotate': 'Renovar segredo',
  'notifications.delete': 'Excluir',
  'notifications.deliveries': 'Envios recentes',
  'notifications.noDeliveries': 'Nada enviado ainda.',
  'notifications.status.pending': 'Pendente',
  'notifications.status.succeeded': 'Entregue',
  'notifications.status.failed': 'Falhou',
  'notifications.status.skipped': 'Não enviado',
  'notifications.response': 'Resposta {code}',
  'notifications.redeliver': 'Reenviar',
  'notifications.error.url': 'Digite um endereço https que alcance um servidor público.',
  'notifications.error.limit': 'Você já tem o máximo de endpoints permitido.',
  'notifications.error.other': 'Não deu certo. Tente de novo.',
} satisfies AreaCatalogue<typeof english>
