import type { AreaCatalogue } from '../../defineMessages'
import type { notifications as english } from '../../en/notifications'

export const notifications = {
  'notifications.title': 'सूचनाएँ',
  'notifications.intro':
    'हर सपोर्ट आते ही आपके अपने सर्वर को इसकी जानकारी मिल जाती है: एक https एड्रेस जोड़ें, और हर घटना उस पर सिग्नेचर के साथ भेजी जाती है (Standard Webhooks)।',
  'notifications.loading': 'आपकी सूचनाएँ लोड हो रही हैं…',
  'notifications.loadFailed': 'आपकी सूचनाएँ लोड नहीं हो सकीं।',
  'notifications.retry': 'फिर से कोशिश करें',
  'notifications.url': 'एंडपॉइंट URL',
  'notifications.urlHint': 'आपके सर्वर का एक https एड्रेस। आप {count} तक एंडपॉइंट जोड़ सकते हैं।',
  'notifications.add': 'एंडपॉइंट जोड़ें',
  'notifications.secretOnce':
    'सिग्नेचर की सीक्रेट कुंजी: इसे अभी कॉपी करें, यह सिर्फ़ एक बार दिखती है। आपका सर्वर इससे हर सिग्नेचर जाँचता है।',
  'notifications.secretDone': 'हो गया',
  'notifications.offGone': 'बंद: एंडपॉइंट ने 410 Gone लौटाया।',
  'notifications.offFailing': 'लगातार 10 फ़ेल प्रयासों के बाद बंद।',
  'notifications.off': 'बंद।',
  'notifications.turnOn': 'चालू करें',
  'notifications.sendTest': 'टेस्ट भेजें',
  'notifications.rotate': 'सीक्रेट कुंजी बदलें',
  'notifications.delete': 'हटाएँ',
  'notifications.deliveries': 'हाल की डिलीवरी',
  'notifications.noDeliveries': 'अभी तक कुछ नहीं भेजा गया।',
  'notifications.status.pending': 'बाकी',
  'notifications.status.succeeded': 'पहुँचा',
  'notifications.status.failed': 'फ़ेल',
  'notifications.status.skipped': 'नहीं भेजा',
  'notifications.response': 'जवाब {code}',
  'notifications.redeliver': 'फिर से भेजें',
  'notifications.error.url': 'ऐसा https एड्रेस डालें जो किसी सार्वजनिक सर्वर तक पहुँचे।',
  'notifications.error.limit': 'आपके पास पहले से अधिकतम एंडपॉइंट हैं।',
  'notifications.error.other': 'यह नहीं हो सका। कृपया फिर से कोशिश करें।',
} satisfies AreaCatalogue<typeof english>
