import type { SocialsMessages } from '../messages.js';

/** Korean. */
const ko: SocialsMessages = {
  connectSocials: {
    label: '소셜 계정으로 로그인',
  },
  connectingSocial: {
    title: (provider: string) => `${provider}(으)로 계속하기`,
    signingIn: '로그인하는 중…',
    popupHint: (provider: string) => `팝업 창에서 ${provider} 계정을 연결하세요.`,
    tryAgain: '다시 시도',
  },
  connectingFarcaster: {
    qrLabel: 'Farcaster로 로그인하기 위한 QR 코드',
    scanHint: '휴대폰 카메라나 Farcaster 앱으로 스캔해 로그인하세요.',
    open: 'Farcaster에서 열기',
    preparing: 'Farcaster 로그인을 준비하는 중…',
    tryAgain: '다시 시도',
  },
};

export default ko;
