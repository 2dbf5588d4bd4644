import type { NamesMessages } from '../messages.js';

/** Korean. */
const ko: NamesMessages = {
  accountActions: {
    registerName: '이름 선택',
  },
  registerAccountName: {
    label: '계정 이름',
    hint: '영문자, 숫자, 하이픈으로 4자 이상.',
    checking: '사용 가능 여부 확인 중…',
    available: (name) => `${name}은(는) 사용할 수 있습니다`,
    taken: (name) => `${name}은(는) 이미 사용 중입니다`,
    suggestionsTitle: '대신 사용할 수 있는 이름',
    suggestionLabel: (name) => `${name} 사용`,
    submit: '이름 등록',
    signing: '지갑에서 확인하세요…',
    registering: '등록 중…',
    signatureRejected: '서명을 거부하여 이름이 등록되지 않았습니다.',
    unsupportedAccount: '이름은 EVM 및 Solana 계정에서 사용할 수 있습니다.',
  },
  registerAccountNameSuccess: {
    registered: '내 계정 이름',
    done: '계정으로 돌아가기',
  },
};

export default ko;
