import type { AreaCatalogue } from '../../defineMessages'
import type { goals as english } from '../../en/goals'

export const goals = {
  'goal.page.label': 'Target',
  'goal.page.month': '{reached} dari {goal} {asset} bulan ini',
  'goal.page.total': '{reached} dari {goal} {asset} secara total',
  'goal.page.valueText': '{amounts}, {percent}',
  'goal.form.legend': 'Target',
  'goal.form.hint':
    'Target menampilkan bilah kemajuan di halamanmu kepada pendukung: yang kamu terima dalam satu mata uang, bulan ini atau secara total, dibandingkan jumlah yang kamu tuju.',
  'goal.form.add': 'Tetapkan target',
  'goal.form.remove': 'Hapus target',
  'goal.form.title': 'Judul target',
  'goal.form.titleHint': {
    other: '1 sampai {count} karakter, ditampilkan di atas bilah kemajuan.',
  },
  'goal.form.amount': 'Jumlah target',
  'goal.form.asset': 'Mata uang',
  'goal.form.period': 'Dihitung',
  'goal.form.month': 'Per bulan kalender (UTC)',
  'goal.form.total': 'Secara total',
  'goal.problem.goalInvalid': 'Target tidak valid',
  'goal.problem.goalAssetUnknown': 'Target hanya bisa dalam mata uang yang diterima',
  'goal.problem.goalAmountFormat': 'Jumlah target harus berupa angka seperti {example}',
  'goal.problem.goalAmountPositive': 'Jumlah target harus lebih dari 0',
  'goal.problem.goalAmountDecimals': {
    other: 'Jumlah target paling banyak {count} angka desimal',
  },
  'goal.problem.goalAmountTooLarge': 'Jumlah target terlalu besar',
  'goal.problem.goalPeriod': 'Pilih cara target dihitung',
  'goal.problem.goalTitleLength': {
    other: 'Judul target harus 1 sampai {count} karakter',
  },
  'goal.problem.goalTitleControl': 'Judul target tidak boleh berisi karakter kontrol',
  'goal.problem.goalTitleInvisible': 'Judul target harus berisi setidaknya satu karakter yang terlihat',
  'export.title': 'Ekspor',
  'export.hint':
    'Setiap dukungan yang kamu terima, termasuk yang disembunyikan, sebagai file CSV untuk spreadsheet atau akuntanmu.',
  'export.download': 'Unduh CSV',
} satisfies AreaCatalogue<typeof english>
