import type { ActivityMessages } from '../messages.js';

/** Chinese. */
const zh: ActivityMessages = {
  accountActivity: {
    label: '交易',
    loading: '正在加载动态',
    loadingMore: '正在加载更多动态',
    loadMore: '加载更多',
    empty: '暂无动态',
    emptyText: '此账户在此网络上的交易会显示在这里。',
    retry: '重试',
    sent: '已发送',
    received: '已接收',
    self: '发送给自己',
    minted: '已铸造',
    contractCall: '合约调用',
    deployed: '合约已部署',
    transaction: '交易',
    confirmed: '已确认',
    failed: '失败',
    pending: '待处理',
    nft: 'NFT',
    minedAt: (date) => `打包于 ${date}`,
    andMore: (first, more) => `${first} 等另外 ${more} 项`,
  },
};

export default zh;
