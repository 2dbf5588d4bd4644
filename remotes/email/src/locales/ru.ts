import type { EmailMessages } from '../messages.js';

/** Russian. */
const ru: EmailMessages = {
  emailForm: {
    label: 'E-mail',
    placeholder: 'E-mail',
    submit: 'Продолжить',
    sending: 'Отправка…',
  },
  resendCode: {
    resend: 'Отправить код повторно',
    resendIn: (seconds) => `Отправить код повторно через ${seconds} с`,
  },
  emailLogin: {
    hint: 'Войдите с помощью e-mail: мы отправим вам одноразовый код.',
  },
  emailVerifyDevice: {
    title: 'Зарегистрируйте это устройство',
    hint: (email) => ['Откройте ссылку для подтверждения, отправленную на ', email, ', чтобы продолжить.'],
    tryAgain: 'Повторить',
  },
  emailVerifyOtp: {
    title: 'Введите код',
    hint: (email) => ['Мы отправили 6-значный код на ', email],
    codeLabel: 'Одноразовый код',
    codeSent: 'Код отправлен',
  },
  updateEmailWallet: {
    current: (email) => ['Текущий e-mail: ', email],
    explain: 'Новый e-mail и оба кода вводятся в защищённом окне, где эта страница не может их прочитать.',
    start: 'Изменить e-mail',
    waiting: 'Продолжите в защищённом окне…',
    updated: (email) => `E-mail изменён на ${email}`,
  },
};

export default ru;
