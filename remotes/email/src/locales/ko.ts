import type { EmailMessages } from '../messages.js';

/** Korean. */
const ko: EmailMessages = {
  emailForm: {
    label: '이메일',
    placeholder: '이메일',
    submit: '계속',
    sending: '보내는 중…',
  },
  resendCode: {
    resend: '코드 다시 보내기',
    resendIn: (seconds) => `${seconds}초 후 코드 다시 보내기`,
  },
  emailLogin: {
    hint: '이메일로 로그인하세요. 일회용 코드를 보내 드립니다.',
  },
  emailVerifyDevice: {
    title: '이 기기 등록',
    hint: (email) => [email, '(으)로 보낸 승인 링크를 열어 계속하세요.'],
    tryAgain: '다시 시도',
  },
  emailVerifyOtp: {
    title: '코드 입력',
    hint: (email) => [email, '(으)로 6자리 코드를 보냈습니다'],
    codeLabel: '일회용 코드',
    codeSent: '코드를 보냈습니다',
  },
  updateEmailWallet: {
    current: (email) => ['현재 이메일: ', email],
    explain: '새 이메일과 두 코드는 이 페이지가 읽을 수 없는 보안 창에서 입력합니다.',
    start: '이메일 변경',
    waiting: '보안 창에서 계속하세요…',
    updated: (email) => `이메일이 ${email}(으)로 변경되었습니다`,
  },
};

export default ko;
