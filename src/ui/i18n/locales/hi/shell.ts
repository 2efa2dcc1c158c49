import type { AreaCatalogue } from '../../defineMessages'
import type { shell as english } from '../../en/shell'

export const shell = {
  'shell.nav.label': 'मुख्य',
  'shell.nav.studio': 'स्टूडियो',
  'shell.footer.learnMore': 'वॉलेट के बारे में और जानें',
  'shell.footer.language': 'भाषा',
  'shell.footer.languageFailed': 'वह भाषा लोड नहीं हो सकी। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  'shell.noscript': 'वॉलेट कनेक्ट करने के लिए {appName} को JavaScript चाहिए। इसे चालू करें और पेज रीलोड करें।',
  'shell.footer.disclaimer':
    '{appName} कभी आपके फ़ंड नहीं रखता: सपोर्ट सीधे आपके वॉलेट से क्रिएटर तक जाता है, और ब्लॉकचेन ट्रांज़ैक्शन वापस नहीं हो सकता। भेजने से पहले एड्रेस जाँच लें।',
} satisfies AreaCatalogue<typeof english>
