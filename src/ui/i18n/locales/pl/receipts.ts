import type { AreaCatalogue } from '../../defineMessages'
import type { receipts as english } from '../../en/receipts'

export const receipts = {
  'receipts.title': 'Potwierdzenie',
  'receipts.heading': '{amount} dla {creator}',
  'receipts.creator': 'Twórca',
  'receipts.supporter': 'Wspierający',
  'receipts.amount': 'Kwota',
  'receipts.network': 'Sieć',
  'receipts.date': 'Data',
  'receipts.note': 'Dopisek',
  'receipts.hiddenNote': 'Ukryta: odwiedzający widzą tylko kwotę.',
  'receipts.viewOn': 'Zobacz transakcję w {explorer}',
  'receipts.viewOnExplorer': 'Zobacz transakcję w eksploratorze bloków',
  'receipts.share': 'Udostępnij',
  'receipts.copyLink': 'Kopiuj link',
  'receipts.copied': 'Skopiowano',
  'receipts.shareTitle': '{amount} dla {creator} w {appName}',
  'receipts.loading': 'Wczytywanie potwierdzenia…',
  'receipts.notFoundTitle': 'Nie znaleziono potwierdzenia',
  'receipts.notFound': 'Dla tej transakcji nie ma potwierdzenia.',
  'receipts.failed': 'Nie udało się wczytać potwierdzenia.',
  'receipts.retry': 'Spróbuj ponownie',
  'receipts.creatorPage': 'Przejdź do strony twórcy',
  'receipts.view': 'Zobacz swoje potwierdzenie',
} satisfies AreaCatalogue<typeof english>
