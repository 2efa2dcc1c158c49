import type { AreaCatalogue } from '../../defineMessages'
import type { errors as english } from '../../en/errors'

export const errors = {
  'errors.user-rejected': 'Người dùng đã từ chối yêu cầu.',
  'errors.switch-chain': 'Đã xảy ra lỗi khi chuyển mạng.',
  'errors.add-chain': 'Đã xảy ra lỗi khi thêm mạng.',
  'errors.unknown-chain': 'ID chuỗi không xác định. Hãy thử thêm mạng bằng wallet_addEthereumChain trước.',
  'errors.connector-not-found': 'Không tìm thấy trình kết nối',
  'errors.resource-unavailable': 'Ví của bạn đang có một yêu cầu chờ xử lý. Hãy mở ví để tiếp tục.',
  'errors.connect-failed': 'Không thể kết nối ví.',
  'errors.sign-failed': 'Ví không thể ký tin nhắn.',
  'errors.send-failed': 'Ví không thể gửi giao dịch.',
  'errors.watch-asset': 'Ví không thể thêm token.',
  'errors.switch-chain-unsupported': 'Ví của bạn không hỗ trợ chuyển mạng từ đây. Hãy chuyển mạng ngay trong ví.',
  'errors.session-changed': 'Ví đã đổi tài khoản hoặc mạng: hãy kiểm tra rồi gửi lại.',
  'errors.sign-in-prepare': 'Lỗi khi chuẩn bị tin nhắn, vui lòng thử lại!',
  'errors.sign-in-sign': 'Lỗi khi ký tin nhắn, vui lòng thử lại!',
  'errors.sign-in-verify': 'Lỗi khi xác minh chữ ký, vui lòng thử lại!',
  'errors.unknown': 'Rất tiếc, đã xảy ra lỗi!',
  'errors.chain-not-configured': 'Chuỗi "{chainId}" chưa được cấu hình.',
  'errors.chain-not-configured-for': 'Chuỗi "{chainId}" chưa được cấu hình cho trình kết nối "{connector}".',
  'errors.wallet-not-installed': '{wallet} chưa được cài đặt',
  'errors.wallet-not-available': '{wallet} không khả dụng',
  'errors.wrong-network': 'Phát hiện sai mạng, hãy chuyển mạng hoặc ngắt kết nối để tiếp tục.',
  'errors.switch-unsupported': 'Ví của bạn không hỗ trợ chuyển mạng từ {appName}. Hãy chuyển mạng ngay trong ví.',
} satisfies AreaCatalogue<typeof english>
