import type { ActivityMessages } from '../messages.js';

/** Japanese. */
const ja: ActivityMessages = {
  accountActivity: {
    label: 'トランザクション',
    loading: 'アクティビティを読み込み中',
    loadingMore: 'さらにアクティビティを読み込み中',
    loadMore: 'さらに読み込む',
    empty: 'アクティビティはまだありません',
    emptyText: 'このネットワークでのこのアカウントのトランザクションがここに表示されます。',
    retry: '再試行',
    sent: '送信',
    received: '受信',
    self: '自分宛てに送信',
    minted: 'ミント',
    contractCall: 'コントラクト呼び出し',
    deployed: 'コントラクトをデプロイ',
    transaction: 'トランザクション',
    confirmed: '承認済み',
    failed: '失敗',
    pending: '保留中',
    nft: 'NFT',
    minedAt: (date) => `${date} にマイニング`,
    andMore: (first, more) => `${first} 他 ${more} 件`,
  },
};

export default ja;
