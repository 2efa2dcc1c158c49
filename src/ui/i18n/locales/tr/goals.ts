import type { AreaCatalogue } from '../../defineMessages'
import type { goals as english } from '../../en/goals'

export const goals = {
  'goal.page.label': 'Hedef',
  'goal.page.month': 'Bu ay {goal} {asset} hedefin {reached} kadarı',
  'goal.page.total': 'Toplamda {goal} {asset} hedefin {reached} kadarı',
  'goal.page.valueText': '{amounts}, {percent}',
  'goal.form.legend': 'Hedef',
  'goal.form.hint':
    'Hedef, destekçilerine sayfanda bir ilerleme çubuğu gösterir: bir para biriminde bu ay ya da toplamda aldığın tutarın, ulaşmak istediğin tutara oranı.',
  'goal.form.add': 'Hedef belirle',
  'goal.form.remove': 'Hedefi kaldır',
  'goal.form.title': 'Hedef başlığı',
  'goal.form.titleHint': {
    one: '1 ile {count} karakter arası, ilerleme çubuğunun üstünde gösterilir.',
    other: '1 ile {count} karakter arası, ilerleme çubuğunun üstünde gösterilir.',
  },
  'goal.form.amount': 'Hedef tutarı',
  'goal.form.asset': 'Para birimi',
  'goal.form.period': 'Sayım',
  'goal.form.month': 'Takvim ayı başına (UTC)',
  'goal.form.total': 'Toplamda',
  'goal.problem.goalInvalid': 'Hedef geçerli değil',
  'goal.problem.goalAssetUnknown': 'Hedef yalnızca kabul edilen bir para biriminde olabilir',
  'goal.problem.goalAmountFormat': 'Hedef tutarı {example} gibi bir sayı olmalıdır',
  'goal.problem.goalAmountPositive': 'Hedef tutarı 0’dan büyük olmalıdır',
  'goal.problem.goalAmountDecimals': {
    one: 'Hedef tutarı en fazla {count} ondalık basamak içerebilir',
    other: 'Hedef tutarı en fazla {count} ondalık basamak içerebilir',
  },
  'goal.problem.goalAmountTooLarge': 'Hedef tutarı çok büyük',
  'goal.problem.goalPeriod': 'Hedefin nasıl sayılacağını seç',
  'goal.problem.goalTitleLength': {
    one: 'Hedef başlığı 1 ile {count} karakter arasında olmalıdır',
    other: 'Hedef başlığı 1 ile {count} karakter arasında olmalıdır',
  },
  'goal.problem.goalTitleControl': 'Hedef başlığı kontrol karakterleri içeremez',
  'goal.problem.goalTitleInvisible': 'Hedef başlığı en az bir görünür karakter içermelidir',
  'export.title': 'Dışa aktar',
  'export.hint':
    'Aldığın her destek, gizlenenler dahil, bir elektronik tablo ya da muhasebecin için CSV dosyası olarak.',
  'export.download': 'CSV indir',
} satisfies AreaCatalogue<typeof english>
