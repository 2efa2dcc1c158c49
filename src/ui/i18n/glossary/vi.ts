import type { Glossary } from './terms'

/** Tiếng Việt. */
export const glossary: Glossary = {
  wallet: { use: ['ví'], avoid: ['bóp tiền'] },
  connect: { use: ['kết nối'], avoid: ['liên kết ví'] },
  disconnect: { use: ['ngắt kết nối'], avoid: ['hủy liên kết'] },
  signIn: { use: ['đăng nhập'], avoid: [] },
  // The message a wallet signs is a thông điệp (Web3 usage, as RainbowKit); tin nhắn is a chat or SMS message.
  sign: { use: ['ký'], avoid: ['tin nhắn', 'gửi thông điệp'] },
  signature: { use: ['chữ ký'], avoid: [] },
  network: {
    use: ['mạng'],
    avoid: ['lỗi mạng', 'chuỗi'],
    why: 'Chain ID stays in English (Chain ID, Chain “…”), as Vietnamese wallets write it.',
  },
  switch: { use: ['chuyển'], avoid: ['đổi mạng'] },
  transaction: { use: ['giao dịch'], avoid: [] },
  recent: { use: ['gần đây'], avoid: ['mới nhất'] },
  pending: { use: ['đang chờ'], avoid: ['tạm giữ'] },
  confirmed: { use: ['xác nhận'], avoid: ['đã hoàn tất', 'hoàn thành'] },
  failed: { use: ['thất bại'], avoid: [] },
  support: { use: ['ủng hộ'], avoid: ['quyên góp', 'tiền tip', 'donate'] },
  supporter: { use: ['người ủng hộ'], avoid: ['người theo dõi', 'nhà tài trợ'] },
  note: {
    use: ['lời nhắn'],
    avoid: ['ghi chú', 'bình luận', 'để để lại'],
    why: 'after «để» (in order to) the note is sent: «để gửi lời nhắn», never the stuttering «để để lại lời nhắn»',
  },
  creator: { use: ['nhà sáng tạo'], avoid: ['tác giả'] },
  studio: { use: ['studio'], avoid: ['bảng điều khiển'] },
  profile: { use: ['hồ sơ'], avoid: [] },
  explorer: { use: ['trình khám phá'], avoid: ['trình duyệt để xem'] },
  balance: { use: ['số dư'], avoid: [] },
  amount: { use: ['số tiền'], avoid: [] },
  account: { use: ['tài khoản'], avoid: [] },
  address: { use: ['địa chỉ'], avoid: [] },
  install: { use: ['cài đặt'], avoid: [] },
  scan: { use: ['quét'], avoid: [] },
  session: {
    use: ['phiên đăng nhập'],
    avoid: ['phiên của bạn đã hết.'],
    why: 'the signed-in state runs out: «phiên đăng nhập đã hết hạn», one wording',
  },
  character: { use: ['ký tự'], avoid: ['chữ cái'] },
  copy: { use: ['sao chép'], avoid: [] },
  hidden: { use: ['ẩn'], avoid: [] },
}
