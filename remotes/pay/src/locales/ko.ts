import type { PayMessages } from '../messages.js';

/** Korean. */
const ko: PayMessages = {
  pay: {
    summary: '결제 요청',
    requestedBy: (dapp: string) => `${dapp}에서 결제를 요청합니다`,
    requestedByUnknown: '이 앱에서 결제를 요청합니다',
    amount: '금액',
    network: '네트워크',
    recipient: '받는 사람',
    methods: '어떻게 결제하시겠어요?',
    wallet: '내 지갑으로 결제',
    walletConnect: '결제하려면 지갑을 연결하세요',
    walletConnectHint: '연결되면 이곳으로 돌아옵니다',
    balance: (amount: string, symbol: string) => `잔액: ${amount} ${symbol}`,
    balanceLoading: '잔액을 확인하는 중…',
    balanceUnavailable: '잔액을 읽을 수 없습니다',
    onramp: (symbol: string) => `${symbol} 구매`,
    onrampHint: '카드나 은행 계좌로 구매한 뒤 여기서 결제하세요',
    confirm: (amount: string, symbol: string) => `${amount} ${symbol} 결제`,
    retry: '다시 시도',
    chooseMethod: '결제 방법 선택',
    switchNetwork: (network: string) => `${network}(으)로 전환`,
    paying: '지갑에서 확인한 후 결제가 채굴될 때까지 기다리세요…',
    paid: '결제 완료',
    transaction: (hash: string) => `트랜잭션 ${hash}`,
    unavailable: '진행 중인 결제가 없습니다.',
  },
};

export default ko;
