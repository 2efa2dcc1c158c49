import type { AreaCatalogue } from '../../defineMessages'
import type { goals as english } from '../../en/goals'

export const goals = {
  'goal.page.label': 'Mục tiêu',
  'goal.page.month': '{reached} trên {goal} {asset} tháng này',
  'goal.page.total': '{reached} trên {goal} {asset} tổng cộng',
  'goal.page.valueText': '{amounts}, {percent}',
  'goal.form.legend': 'Mục tiêu',
  'goal.form.hint':
    'Mục tiêu hiển thị cho người ủng hộ một thanh tiến độ trên trang của bạn: số tiền bạn đã nhận bằng một loại tiền, trong tháng này hoặc tổng cộng, so với số tiền bạn hướng tới.',
  'goal.form.add': 'Đặt mục tiêu',
  'goal.form.remove': 'Xóa mục tiêu',
  'goal.form.title': 'Tiêu đề mục tiêu',
  'goal.form.titleHint': {
    other: 'Từ 1 đến {count} ký tự, hiển thị phía trên thanh tiến độ.',
  },
  'goal.form.amount': 'Số tiền mục tiêu',
  'goal.form.asset': 'Loại tiền',
  'goal.form.period': 'Cách tính',
  'goal.form.month': 'Theo tháng dương lịch (UTC)',
  'goal.form.total': 'Tổng cộng',
  'goal.problem.goalInvalid': 'Mục tiêu không hợp lệ',
  'goal.problem.goalAssetUnknown': 'Mục tiêu chỉ có thể bằng loại tiền được chấp nhận',
  'goal.problem.goalAmountFormat': 'Số tiền mục tiêu phải là một số như {example}',
  'goal.problem.goalAmountPositive': 'Số tiền mục tiêu phải lớn hơn 0',
  'goal.problem.goalAmountDecimals': {
    other: 'Số tiền mục tiêu chỉ được có tối đa {count} chữ số thập phân',
  },
  'goal.problem.goalAmountTooLarge': 'Số tiền mục tiêu quá lớn',
  'goal.problem.goalPeriod': 'Chọn cách tính mục tiêu',
  'goal.problem.goalTitleLength': {
    other: 'Tiêu đề mục tiêu phải có từ 1 đến {count} ký tự',
  },
  'goal.problem.goalTitleControl': 'Tiêu đề mục tiêu không được chứa ký tự điều khiển',
  'goal.problem.goalTitleInvisible': 'Tiêu đề mục tiêu phải có ít nhất một ký tự nhìn thấy được',
  'export.title': 'Xuất',
  'export.hint':
    'Mọi khoản ủng hộ bạn đã nhận, kể cả các khoản đã ẩn, dưới dạng tệp CSV cho bảng tính hoặc kế toán của bạn.',
  'export.download': 'Tải CSV xuống',
} satisfies AreaCatalogue<typeof english>
