import type { AuthMessages } from '../messages.js';

/** Korean. */
const ko: AuthMessages = {
  accountActions: {
    updateEmail: (email) => ['이메일 변경 ', email],
    switchToSmartAccount: '스마트 계정으로 전환',
    switchToEoa: 'EOA로 전환',
  },
  approveTransaction: {
    lead: (secureOrigin) => `${secureOrigin}의 보안 창에서 이 요청을 검토하고 승인하세요.`,
    loading: '보안 창을 여는 중…',
    shown: '요청이 보안 창에 표시되어 있습니다.',
    idle: '승인을 기다리는 요청이 없습니다.',
    frameLabel: '보안 승인 창',
  },
};

export default ko;
