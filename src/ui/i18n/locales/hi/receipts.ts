import type { AreaCatalogue } from '../../defineMessages'
import type { receipts as english } from '../../en/receipts'

export const receipts = {
  'receipts.title': 'रसीद',
  'receipts.heading': '{creator} को {amount}',
  'receipts.creator': 'क्रिएटर',
  'receipts.supporter': 'सपोर्टर',
  'receipts.amount': 'राशि',
  'receipts.network': 'नेटवर्क',
  'receipts.date': 'तारीख',
  'receipts.note': 'नोट',
  'receipts.hiddenNote': 'छिपा हुआ: विज़िटर सिर्फ़ राशि देखते हैं।',
  'receipts.viewOn': '{explorer} पर ट्रांज़ैक्शन देखें',
  'receipts.viewOnExplorer': 'एक्सप्लोरर पर ट्रांज़ैक्शन देखें',
  'receipts.share': 'शेयर करें',
  'receipts.copyLink': 'लिंक कॉपी करें',
  'receipts.copied': 'कॉपी हो गया',
  'receipts.shareTitle': '{appName} पर {creator} को {amount}',
  'receipts.loading': 'रसीद लोड हो रही है…',
  'receipts.notFoundTitle': 'रसीद नहीं मिली',
  'receipts.notFound': 'इस ट्रांज़ैक्शन की कोई रसीद नहीं है।',
  'receipts.failed': 'रसीद लोड नहीं हो सकी।',
  'receipts.retry': 'फिर से कोशिश करें',
  'receipts.creatorPage': 'क्रिएटर के पेज पर जाएँ',
  'receipts.view': 'अपनी रसीद देखें',
} satisfies AreaCatalogue<typeof english>
