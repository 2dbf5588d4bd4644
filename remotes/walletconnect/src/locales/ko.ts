import type { WalletConnectMessages } from '../messages.js';

/** Korean. */
const ko: WalletConnectMessages = {
  pairing: {
    initializing: '페어링 코드를 만드는 중…',
    pairing: 'WalletConnect 지갑으로 이 코드를 스캔하거나 링크를 복사해 지갑에 붙여 넣으세요.',
    expired: '이 코드가 만료되었습니다. 새 코드를 만드는 중…',
    renewed: '이전 코드가 만료되었습니다. 이 새 코드를 스캔하세요.',
    rejected: '지갑이 연결을 거부했습니다. 다시 시도할 수 있습니다.',
    relayDown: 'WalletConnect 릴레이가 응답하지 않습니다. 복구되면 페어링이 자동으로 재개되며, 다시 시도할 수도 있습니다.',
    error: '페어링이 완료되지 않았습니다. 다시 시도하세요.',
    sessionActive: 'WalletConnect로 이미 연결된 지갑이 있습니다. 다른 지갑을 페어링하려면 연결을 해제하세요(계정 또는 지갑).',
  },
  pairingPanel: {
    tryAgain: '다시 시도',
    copyLink: '링크 복사',
    linkCopied: '링크를 복사했습니다',
    copyFailed: '링크를 복사할 수 없습니다',
    qrLabel: 'WalletConnect 지갑으로 스캔할 QR 코드',
  },
  deepLinks: {
    title: '지갑에서 열기',
    basicTitle: '지갑',
    open: (wallet: string) => `${wallet} 열기`,
  },
};

export default ko;
