import type { ActivityMessages } from '../messages.js';

/** Korean. */
const ko: ActivityMessages = {
  accountActivity: {
    label: '트랜잭션',
    loading: '활동 불러오는 중',
    loadingMore: '활동 더 불러오는 중',
    loadMore: '더 보기',
    empty: '아직 활동이 없습니다',
    emptyText: '이 네트워크에서 이 계정의 트랜잭션이 여기에 표시됩니다.',
    retry: '다시 시도',
    sent: '보냄',
    received: '받음',
    self: '나에게 보냄',
    minted: '민팅됨',
    contractCall: '컨트랙트 호출',
    deployed: '컨트랙트 배포됨',
    transaction: '트랜잭션',
    confirmed: '확인됨',
    failed: '실패',
    pending: '대기 중',
    nft: 'NFT',
    minedAt: (date) => `${date}에 채굴됨`,
    andMore: (first, more) => `${first} 외 ${more}개`,
  },
};

export default ko;
