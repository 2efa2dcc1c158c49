import type { AreaCatalogue } from '../../defineMessages'
import type { goals as english } from '../../en/goals'

export const goals = {
  'goal.page.label': 'लक्ष्य',
  'goal.page.month': 'इस महीने {goal} {asset} में से {reached}',
  'goal.page.total': 'कुल {goal} {asset} में से {reached}',
  'goal.page.valueText': '{amounts}, {percent}',
  'goal.form.legend': 'लक्ष्य',
  'goal.form.hint':
    'लक्ष्य आपके पेज पर सपोर्टरों को एक प्रगति बार दिखाता है: इस महीने या कुल मिलाकर एक मुद्रा में आपको कितना मिला, उस राशि की तुलना में जिसका आप लक्ष्य रखते हैं।',
  'goal.form.add': 'लक्ष्य तय करें',
  'goal.form.remove': 'लक्ष्य हटाएँ',
  'goal.form.title': 'लक्ष्य का शीर्षक',
  'goal.form.titleHint': {
    one: '1 से {count} कैरेक्टर, प्रगति बार के ऊपर दिखता है।',
    other: '1 से {count} कैरेक्टर, प्रगति बार के ऊपर दिखता है।',
  },
  'goal.form.amount': 'लक्ष्य राशि',
  'goal.form.asset': 'मुद्रा',
  'goal.form.period': 'गिनती',
  'goal.form.month': 'हर कैलेंडर महीने (UTC)',
  'goal.form.total': 'कुल मिलाकर',
  'goal.problem.goalInvalid': 'लक्ष्य मान्य नहीं है',
  'goal.problem.goalAssetUnknown': 'लक्ष्य केवल स्वीकृत मुद्रा में हो सकता है',
  'goal.problem.goalAmountFormat': 'लक्ष्य राशि {example} जैसी संख्या होनी चाहिए',
  'goal.problem.goalAmountPositive': 'लक्ष्य राशि 0 से अधिक होनी चाहिए',
  'goal.problem.goalAmountDecimals': {
    one: 'लक्ष्य राशि में अधिकतम {count} दशमलव स्थान हो सकता है',
    other: 'लक्ष्य राशि में अधिकतम {count} दशमलव स्थान हो सकते हैं',
  },
  'goal.problem.goalAmountTooLarge': 'लक्ष्य राशि बहुत बड़ी है',
  'goal.problem.goalPeriod': 'चुनें कि लक्ष्य कैसे गिना जाए',
  'goal.problem.goalTitleLength': {
    one: 'लक्ष्य का शीर्षक 1 से {count} कैरेक्टर का होना चाहिए',
    other: 'लक्ष्य का शीर्षक 1 से {count} कैरेक्टर का होना चाहिए',
  },
  'goal.problem.goalTitleControl': 'लक्ष्य के शीर्षक में कंट्रोल कैरेक्टर नहीं हो सकते',
  'goal.problem.goalTitleInvisible': 'लक्ष्य के शीर्षक में कम से कम एक दिखने वाला कैरेक्टर होना चाहिए',
  'export.title': 'एक्सपोर्ट',
  'export.hint': 'आपको मिला हर सपोर्ट, छिपाए गए भी, स्प्रेडशीट या आपके अकाउंटेंट के लिए CSV फ़ाइल के रूप में।',
  'export.download': 'CSV डाउनलोड करें',
} satisfies AreaCatalogue<typeof english>
