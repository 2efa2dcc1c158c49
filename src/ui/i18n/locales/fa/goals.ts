import type { AreaCatalogue } from '../../defineMessages'
import type { goals as english } from '../../en/goals'

export const goals = {
  'goal.page.label': 'هدف',
  'goal.page.month': '{reached} از {goal} {asset} در این ماه',
  'goal.page.total': '{reached} از {goal} {asset} در مجموع',
  'goal.page.valueText': '{amounts}، {percent}',
  'goal.form.legend': 'هدف',
  'goal.form.hint':
    'هدف به حامیان شما یک نوار پیشرفت در صفحه‌تان نشان می‌دهد: آنچه در یک ارز، در این ماه یا در مجموع، دریافت کرده‌اید در برابر مبلغی که در نظر دارید.',
  'goal.form.add': 'تعیین هدف',
  'goal.form.remove': 'حذف هدف',
  'goal.form.title': 'عنوان هدف',
  'goal.form.titleHint': {
    one: '۱ تا {count} نویسه، بالای نوار پیشرفت نمایش داده می‌شود.',
    other: '۱ تا {count} نویسه، بالای نوار پیشرفت نمایش داده می‌شود.',
  },
  'goal.form.amount': 'مبلغ هدف',
  'goal.form.asset': 'ارز',
  'goal.form.period': 'شمارش',
  'goal.form.month': 'برای هر ماه میلادی (UTC)',
  'goal.form.total': 'در مجموع',
  'goal.problem.goalInvalid': 'هدف معتبر نیست',
  'goal.problem.goalAssetUnknown': 'هدف فقط می‌تواند به یک ارز پذیرفته‌شده باشد',
  'goal.problem.goalAmountFormat': 'مبلغ هدف باید عددی مانند {example} باشد',
  'goal.problem.goalAmountPositive': 'مبلغ هدف باید بیشتر از ۰ باشد',
  'goal.problem.goalAmountDecimals': {
    one: 'مبلغ هدف حداکثر می‌تواند {count} رقم اعشار داشته باشد',
    other: 'مبلغ هدف حداکثر می‌تواند {count} رقم اعشار داشته باشد',
  },
  'goal.problem.goalAmountTooLarge': 'مبلغ هدف بیش از حد بزرگ است',
  'goal.problem.goalPeriod': 'انتخاب کنید هدف چگونه شمرده شود',
  'goal.problem.goalTitleLength': {
    one: 'عنوان هدف باید ۱ تا {count} نویسه باشد',
    other: 'عنوان هدف باید ۱ تا {count} نویسه باشد',
  },
  'goal.problem.goalTitleControl': 'عنوان هدف نمی‌تواند نویسهٔ کنترلی داشته باشد',
  'goal.problem.goalTitleInvisible': 'عنوان هدف باید دست‌کم یک نویسهٔ دیدنی داشته باشد',
  'export.title': 'برون‌بری',
  'export.hint': 'هر حمایتی که دریافت کرده‌اید، از جمله پنهان‌شده‌ها، در یک فایل CSV برای صفحه‌گسترده یا حسابدار شما.',
  'export.download': 'بارگیری CSV',
} satisfies AreaCatalogue<typeof english>
