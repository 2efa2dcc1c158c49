import type { AreaCatalogue } from '../../defineMessages'
import type { goals as english } from '../../en/goals'

export const goals = {
  'goal.page.label': 'Sasaran',
  'goal.page.month': '{reached} daripada {goal} {asset} bulan ini',
  'goal.page.total': '{reached} daripada {goal} {asset} secara keseluruhan',
  'goal.page.valueText': '{amounts}, {percent}',
  'goal.form.legend': 'Sasaran',
  'goal.form.hint':
    'Sasaran menunjukkan bar kemajuan di halaman anda kepada penyokong: apa yang anda terima dalam satu mata wang, bulan ini atau secara keseluruhan, berbanding amaun yang anda sasarkan.',
  'goal.form.add': 'Tetapkan sasaran',
  'goal.form.remove': 'Alih keluar sasaran',
  'goal.form.title': 'Tajuk sasaran',
  'goal.form.titleHint': {
    other: '1 hingga {count} aksara, dipaparkan di atas bar kemajuan.',
  },
  'goal.form.amount': 'Amaun sasaran',
  'goal.form.asset': 'Mata wang',
  'goal.form.period': 'Dikira',
  'goal.form.month': 'Setiap bulan kalendar (UTC)',
  'goal.form.total': 'Secara keseluruhan',
  'goal.problem.goalInvalid': 'Sasaran tidak sah',
  'goal.problem.goalAssetUnknown': 'Sasaran hanya boleh dalam mata wang yang diterima',
  'goal.problem.goalAmountFormat': 'Amaun sasaran mesti nombor seperti {example}',
  'goal.problem.goalAmountPositive': 'Amaun sasaran mesti lebih daripada 0',
  'goal.problem.goalAmountDecimals': {
    other: 'Amaun sasaran boleh mempunyai paling banyak {count} tempat perpuluhan',
  },
  'goal.problem.goalAmountTooLarge': 'Amaun sasaran terlalu besar',
  'goal.problem.goalPeriod': 'Pilih cara sasaran dikira',
  'goal.problem.goalTitleLength': {
    other: 'Tajuk sasaran mesti 1 hingga {count} aksara',
  },
  'goal.problem.goalTitleControl': 'Tajuk sasaran tidak boleh mengandungi aksara kawalan',
  'goal.problem.goalTitleInvisible': 'Tajuk sasaran mesti mengandungi sekurang-kurangnya satu aksara yang kelihatan',
  'export.title': 'Eksport',
  'export.hint':
    'Setiap sokongan yang anda terima, termasuk yang disembunyikan, sebagai fail CSV untuk hamparan atau akauntan anda.',
  'export.download': 'Muat turun CSV',
} satisfies AreaCatalogue<typeof english>
