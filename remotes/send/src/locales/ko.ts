import type { SendMessages } from '../messages.js';

/** Korean. */
const ko: SendMessages = {
  accountActions: {
    send: '보내기',
  },
  walletSend: {
    token: '토큰',
    chooseToken: '토큰 선택',
    balance: (amount: string, symbol: string) => `잔액: ${amount} ${symbol}`,
    amount: '수량',
    max: '최대',
    maxLabel: (symbol: string) => `보낼 수 있는 최대 ${symbol} 보내기`,
    receiver: '받는 사람',
    receiverPlaceholderEvm: '주소(0x…) 또는 이름',
    receiverPlaceholderSolana: 'Solana 주소 또는 이름',
    resolving: (name: string) => `${name} 조회 중…`,
    resolved: (name: string, address: string) => `${name}은(는) ${address}입니다`,
    submit: '보내기 검토',
    loadingBalances: '잔액을 불러오는 중…',
    balancesFailed: '잔액을 불러올 수 없습니다.',
    noTokens: '이 네트워크에는 아직 보낼 자산이 없습니다.',
    notConnected: '토큰을 보내려면 지갑을 연결하세요.',
  },
  problems: {
    empty: '수량을 입력하세요',
    invalid: '숫자를 입력하세요 (예: 1.5)',
    tooManyDecimals: (decimals: number) => `이 토큰은 소수점 이하 최대 ${decimals}자리까지 가능합니다`,
    zero: '0보다 큰 수량을 입력하세요',
    insufficient: '잔액이 부족합니다',
    noToken: '토큰을 선택하세요',
    noReceiver: '받는 사람을 입력하세요',
    invalidAddressEvm: '잘못된 주소입니다. EVM 주소(0x…) 또는 이름을 입력하세요',
    invalidAddressSolana: '잘못된 주소입니다. Solana 주소 또는 이름을 입력하세요',
    nameNotFound: (name: string) => `이 네트워크에 ${name}(으)로 등록된 계정이 없습니다`,
    nameLookupFailed: (name: string) => `${name}을(를) 조회할 수 없습니다`,
    feeUnavailable: '네트워크 수수료를 추정할 수 없습니다',
  },
  selectToken: {
    search: '토큰 검색',
    noMatch: '검색과 일치하는 토큰이 없습니다.',
  },
  preview: {
    from: '보내는 사람',
    to: '받는 사람',
    amount: '수량',
    value: '가치',
    fee: '네트워크 수수료',
    feeEstimating: '추정 중…',
    newTokenAccount: '받는 사람의 새 토큰 계정 임대료 포함',
    confirm: '보내기',
    sending: '지갑에서 확인하세요…',
    rejected: '지갑에서 트랜잭션을 거부했습니다. 아무것도 보내지 않았습니다.',
    failed: (reason: string) => `보내기에 실패했습니다: ${reason}`,
    reverted: '트랜잭션이 포함되었지만 체인에서 실패했습니다.',
    incomplete: '돌아가서 양식을 완성하세요.',
    sent: '보냄',
  },
};

export default ko;
