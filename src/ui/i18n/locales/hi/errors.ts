import type { AreaCatalogue } from '../../defineMessages'
import type { errors as english } from '../../en/errors'

export const errors = {
  'errors.user-rejected': 'उपयोगकर्ता ने अनुरोध अस्वीकार कर दिया।',
  'errors.switch-chain': 'नेटवर्क बदलते समय कोई गड़बड़ी हुई।',
  'errors.add-chain': 'नेटवर्क जोड़ते समय कोई गड़बड़ी हुई।',
  'errors.unknown-chain': 'अज्ञात चेन ID. पहले wallet_addEthereumChain से नेटवर्क जोड़कर देखें।',
  'errors.connector-not-found': 'कनेक्टर नहीं मिला',
  'errors.resource-unavailable': 'आपके वॉलेट में एक अनुरोध पहले से बाकी है। जारी रखने के लिए वॉलेट खोलें।',
  'errors.connect-failed': 'वॉलेट कनेक्ट नहीं हो सका।',
  'errors.sign-failed': 'वॉलेट संदेश पर हस्ताक्षर नहीं कर सका।',
  'errors.send-failed': 'वॉलेट लेन-देन नहीं भेज सका।',
  'errors.watch-asset': 'वॉलेट टोकन नहीं जोड़ सका।',
  'errors.switch-chain-unsupported': 'आपका वॉलेट यहाँ से नेटवर्क बदलने की सुविधा नहीं देता। इसके बजाय वॉलेट के अंदर से नेटवर्क बदलें।',
  'errors.session-changed': 'वॉलेट ने खाता या नेटवर्क बदल दिया: जाँचें और फिर से भेजें।',
  'errors.sign-in-prepare': 'संदेश तैयार करने में गड़बड़ी हुई, कृपया फिर से कोशिश करें!',
  'errors.sign-in-sign': 'संदेश पर हस्ताक्षर करने में गड़बड़ी हुई, कृपया फिर से कोशिश करें!',
  'errors.sign-in-verify': 'हस्ताक्षर की जाँच में गड़बड़ी हुई, कृपया फिर से कोशिश करें!',
  'errors.unknown': 'उफ़, कुछ गड़बड़ हो गई!',
  'errors.chain-not-configured': 'चेन "{chainId}" कॉन्फ़िगर नहीं है।',
  'errors.chain-not-configured-for': 'चेन "{chainId}" कनेक्टर "{connector}" के लिए कॉन्फ़िगर नहीं है।',
  'errors.wallet-not-installed': '{wallet} इंस्टॉल नहीं है',
  'errors.wallet-not-available': '{wallet} उपलब्ध नहीं है',
  'errors.wrong-network': 'गलत नेटवर्क मिला, जारी रखने के लिए नेटवर्क बदलें या डिस्कनेक्ट करें।',
  'errors.switch-unsupported': 'आपका वॉलेट {appName} से नेटवर्क बदलने की सुविधा नहीं देता। इसके बजाय वॉलेट के अंदर से नेटवर्क बदलें।',
} satisfies AreaCatalogue<typeof english>
