import type { Glossary } from './terms'

/**
 * Hindi, one style for the whole app: the Hinglish a modern Indian consumer app ships (PhonePe, Google Pay,
 * Instagram in Hindi). Devanagari script, polite «आप», everyday Hindi grammar and verbs (देखें, भेजें, छिपाएँ,
 * राशि डालें), and the English word, written in Devanagari, for every product and tech noun (वॉलेट, ट्रांज़ैक्शन,
 * अकाउंट, बैलेंस, सपोर्ट, नोट, सेशन, कैरेक्टर). The formal Sanskritised words the account, Studio and error screens
 * used (खाता, लेन-देन, समर्थन, संदेश, हस्ताक्षर, सत्र, वर्ण, लंबित, पुष्ट, विफल) are ruled out below. Sentences end
 * with the danda «।»; quotes are “…”.
 */
export const glossary: Glossary = {
  wallet: { use: ['वॉलेट'], avoid: ['बटुआ', 'वालेट'] },
  connect: { use: ['कनेक्ट'], avoid: ['जोड़ें वॉलेट', 'वॉलेट जोड़'] },
  disconnect: { use: ['डिस्कनेक्ट'], avoid: ['कनेक्शन तोड़', 'अलग करें'] },
  // «लॉग इन» stays only in the explainer «लॉग इन करने का नया तरीका» (wallets as a way to log in anywhere).
  signIn: { use: ['साइन इन'], avoid: ['साइन-इन', 'लॉगिन', 'प्रवेश'] },
  sign: {
    use: ['साइन करें', 'साइन कर', 'साइन नहीं'],
    avoid: ['हस्ताक्षर', 'मैसेज भेजें', 'संदेश भेजें'],
  },
  signature: { use: ['सिग्नेचर'], avoid: ['हस्ताक्षर', 'दस्तख़त'] },
  network: {
    use: ['नेटवर्क'],
    // «चेन» only in «चेन ID» (the wallets' own term) and inside «ब्लॉकचेन».
    avoid: [/(?<!ब्लॉक)चेन(?! ID)/, 'शृंखला', 'नेटवर्क एरर', 'नेटवर्क त्रुटि', 'गलत नेटवर्क'],
  },
  switch: { use: ['स्विच'], avoid: ['नेटवर्क बदलें', 'नेटवर्क बदलते', 'नेटवर्क पर जाएँ'] },
  transaction: { use: ['ट्रांज़ैक्शन'], avoid: ['लेन-देन', 'लेनदेन', 'ट्रांजेक्शन', 'सौदा'] },
  recent: { use: ['हाल के'], avoid: ['नवीनतम', 'सबसे नए', 'लेटेस्ट'] },
  pending: { use: ['पेंडिंग'], avoid: ['लंबित', 'बाकी है', 'रुका'] },
  confirmed: { use: ['कन्फ़र्म'], avoid: ['पुष्ट', 'पुष्टि', 'पूरा हुआ', 'कन्फर्म'] },
  failed: { use: ['फ़ेल'], avoid: ['विफल', 'असफल', 'फेल'] },
  support: {
    use: ['सपोर्ट'],
    avoid: ['समर्थन', 'दान', 'टिप', 'डोनेशन', 'सहायता'],
    why: 'Hinglish uses «सपोर्ट» for the payment and, as English does, for what a wallet or site supports',
  },
  supporter: { use: ['सपोर्टर'], avoid: ['समर्थक', 'फ़ॉलोअर', 'दानदाता', 'डोनर'] },
  note: {
    use: ['नोट'],
    avoid: ['संदेश', 'कमेंट', 'टिप्पणी', 'नोट छोड़', 'छोड़े नोट', /छोड़ सकता/],
    why: '«मैसेज» is the message the wallet signs and the thank-you message; the supporter’s note is «नोट», added or written («नोट जोड़ें», «नोट लिखेगा»), never «नोट छोड़ें», which reads as the Skip button',
  },
  creator: { use: ['क्रिएटर'], avoid: ['निर्माता', 'रचनाकार', 'प्रोड्यूसर', 'लेखक'] },
  studio: { use: ['स्टूडियो'], avoid: ['डैशबोर्ड'] },
  profile: { use: ['प्रोफ़ाइल'], avoid: ['प्रोफाइल', 'परिचय पेज'] },
  explorer: { use: ['एक्सप्लोरर'], avoid: ['ब्राउज़र पर ट्रांज़ैक्शन', 'खोजकर्ता'] },
  balance: { use: ['बैलेंस'], avoid: ['शेष राशि', 'जमा राशि'] },
  amount: { use: ['राशि'], avoid: [] },
  account: { use: ['अकाउंट'], avoid: [/(?<![दिसि])खात[ाे]/] },
  address: {
    use: ['एड्रेस'],
    avoid: ['पता', 'पते'],
    why: '«वॉलेट एड्रेस» is what Indian crypto users say; «पता» reads as a postal address',
  },
  install: { use: ['इंस्टॉल'], avoid: ['स्थापित'] },
  scan: { use: ['स्कैन'], avoid: [] },
  session: {
    use: ['सेशन'],
    avoid: ['सत्र', 'सेशन खत्म'],
    why: 'words from Urdu keep their nukta, as फ़ेल and ज़्यादा do: «सेशन ख़त्म», «ग़लत नेटवर्क»',
  },
  character: { use: ['कैरेक्टर'], avoid: ['अक्षर', 'वर्ण'] },
  copy: { use: ['कॉपी'], avoid: ['प्रतिलिपि'] },
  hidden: {
    use: ['छिपा', 'छिपाएँ'],
    avoid: ['हाइड', 'गुप्त'],
    why: 'an everyday Hindi verb, as Instagram’s Hindi «छिपाएँ»; Hinglish keeps Hindi verbs',
  },
}
