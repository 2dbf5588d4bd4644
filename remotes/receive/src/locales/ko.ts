import type { ReceiveMessages } from '../messages.js';

/** Korean. */
const ko: ReceiveMessages = {
  walletReceive: {
    qrLabel: (address: string) => `주소 ${address}의 QR 코드`,
    address: '내 주소',
    copyAddress: '주소 복사',
    networks: '다음 네트워크에서 받을 수 있습니다',
    notConnected: '받을 주소를 보려면 지갑을 연결하세요.',
    copied: '주소를 복사했습니다',
    copyFailed: '주소를 복사할 수 없습니다',
  },
};

export default ko;
