import type { Glossary } from './terms'

/** 简体中文（中国大陆）。 */
export const glossary: Glossary = {
  wallet: { use: ['钱包'], avoid: ['钱袋', '皮夹'] },
  connect: { use: ['连接'], avoid: ['链接钱包', '绑定钱包', '关联钱包'] },
  disconnect: { use: ['断开连接'], avoid: ['解除绑定', '解绑'] },
  signIn: { use: ['登录'], avoid: ['登入', '登陆', '签到'] },
  // 签署 is the act (签署消息), 签名 the result; never 发送消息 for signing.
  sign: { use: ['签署'], avoid: ['发送消息', '发送这条消息'] },
  signature: { use: ['签名'], avoid: ['签章', '签字'] },
  network: {
    use: ['网络'],
    avoid: ['网络错误', '区块链网络', '错误的网络', '网络不受支持'],
    why: '“Wrong network” is 网络不匹配 everywhere; 网络错误 reads as a connectivity failure.',
  },
  switch: { use: ['切换'], avoid: ['更换网络', '改变网络'] },
  transaction: { use: ['交易'], avoid: ['事务', '转账记录'] },
  recent: { use: ['最近'], avoid: ['最新'] },
  pending: {
    use: ['处理中'],
    avoid: ['保留中', '搁置'],
    why: '交易处理中 for a sent transaction; 待处理 stays only for a wallet request waiting for the visitor.',
  },
  confirmed: { use: ['已确认'], avoid: ['已完成'] },
  failed: { use: ['失败'], avoid: [] },
  support: { use: ['支持'], avoid: ['捐赠', '捐款', '打赏', '赞助'] },
  supporter: { use: ['支持者'], avoid: ['粉丝', '关注者', '捐赠者'] },
  note: { use: ['留言'], avoid: ['评论', '备注'] },
  creator: { use: ['创作者'], avoid: [/(?<!创)作者/, '制作者', '生产者'] },
  studio: { use: ['工作室'], avoid: ['仪表板', '控制台'] },
  profile: { use: ['资料'], avoid: ['档案'] },
  explorer: {
    use: ['区块浏览器'],
    avoid: [/在浏览器[中上]查看/],
    why: '浏览器 alone is a web browser (install the extension in your browser); a block explorer is always 区块浏览器.',
  },
  balance: { use: ['余额'], avoid: ['结余'] },
  amount: { use: ['金额'], avoid: [] },
  account: { use: ['账户'], avoid: ['帐户', '账号'] },
  address: { use: ['地址'], avoid: [] },
  install: { use: ['安装'], avoid: [] },
  scan: { use: ['扫描'], avoid: ['扫一扫'] },
  session: {
    use: ['登录状态', '登录已过期'],
    avoid: ['会话', '会期'],
    why: '会话 is developer jargon and reads as a chat conversation in consumer apps; the signed-in state is 登录状态.',
  },
  character: { use: ['字符'], avoid: ['字母'] },
  copy: { use: ['复制'], avoid: ['拷贝'] },
  hidden: { use: ['隐藏'], avoid: [] },
}
