import { defineMessages } from '../defineMessages'

/** A creator's goal (its progress bar on the creator page, its fields in the Studio) and the Studio's CSV export. */
export const goals = defineMessages({
  'goal.page.label': 'Goal',
  'goal.page.month': '{reached} of {goal} {asset} this month',
  'goal.page.total': '{reached} of {goal} {asset} in total',
  'goal.page.valueText': '{amounts}, {percent}',
  'goal.form.legend': 'Goal',
  'goal.form.hint':
    'A goal shows supporters a progress bar on your page: what you received in one currency, this month or in total, of the amount you aim for.',
  'goal.form.add': 'Set a goal',
  'goal.form.remove': 'Remove the goal',
  'goal.form.title': 'Goal title',
  'goal.form.titleHint': {
    one: '1 to {count} character, shown above the progress bar.',
    other: '1 to {count} characters, shown above the progress bar.',
  },
  'goal.form.amount': 'Goal amount',
  'goal.form.asset': 'Currency',
  'goal.form.period': 'Counted',
  'goal.form.month': 'Per calendar month (UTC)',
  'goal.form.total': 'In total',
  'goal.problem.goalInvalid': 'The goal is not valid',
  'goal.problem.goalAssetUnknown': 'A goal can only be in an accepted currency',
  'goal.problem.goalAmountFormat': 'Goal amount must be a number like {example}',
  'goal.problem.goalAmountPositive': 'Goal amount must be greater than 0',
  'goal.problem.goalAmountDecimals': {
    one: 'Goal amount can have at most {count} decimal place',
    other: 'Goal amount can have at most {count} decimal places',
  },
  'goal.problem.goalAmountTooLarge': 'Goal amount is too large',
  'goal.problem.goalPeriod': 'Choose how the goal is counted',
  'goal.problem.goalTitleLength': {
    one: 'Goal title must be 1 to {count} character',
    other: 'Goal title must be 1 to {count} characters',
  },
  'goal.problem.goalTitleControl': 'Goal title cannot contain control characters',
  'goal.problem.goalTitleInvisible': 'Goal title must contain at least one visible character',
  'export.title': 'Export',
  'export.hint':
    'Every support you received, hidden ones included, as a CSV file for a spreadsheet or your accountant.',
  'export.download': 'Download CSV',
})
