import type { AreaCatalogue } from '../../defineMessages'
import type { shell as english } from '../../en/shell'

export const shell = {
  'shell.nav.label': 'Chính',
  'shell.nav.studio': 'Studio',
  'shell.footer.learnMore': 'Tìm hiểu thêm về ví',
  'shell.footer.language': 'Ngôn ngữ',
  'shell.footer.languageFailed': 'Không tải được ngôn ngữ đó. Hãy kiểm tra kết nối và thử lại.',
  'shell.noscript': '{appName} cần JavaScript để kết nối ví. Hãy bật JavaScript và tải lại trang.',
  'shell.footer.disclaimer':
    '{appName} không bao giờ giữ tiền của bạn: khoản ủng hộ đi thẳng từ ví của bạn đến nhà sáng tạo, và giao dịch blockchain không thể hoàn tác. Hãy kiểm tra địa chỉ trước khi gửi.',
} satisfies AreaCatalogue<typeof english>
