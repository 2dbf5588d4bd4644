import type { EmailMessages } from '../messages.js';

/** Portuguese. */
const pt: EmailMessages = {
  emailForm: {
    label: 'E-mail',
    placeholder: 'E-mail',
    submit: 'Continuar',
    sending: 'Enviando…',
  },
  resendCode: {
    resend: 'Reenviar código',
    resendIn: (seconds) => `Reenviar código em ${seconds} s`,
  },
  emailLogin: {
    hint: 'Entre com seu e-mail: enviamos um código de uso único.',
  },
  emailVerifyDevice: {
    title: 'Registre este dispositivo',
    hint: (email) => ['Abra o link de aprovação que enviamos para ', email, ' para continuar.'],
    tryAgain: 'Tentar novamente',
  },
  emailVerifyOtp: {
    title: 'Digite o código',
    hint: (email) => ['Enviamos um código de 6 dígitos para ', email],
    codeLabel: 'Código de uso único',
    codeSent: 'Código enviado',
  },
  updateEmailWallet: {
    current: (email) => ['E-mail atual: ', email],
    explain: 'O novo e-mail e os dois códigos são digitados na janela segura, onde esta página não consegue lê-los.',
    start: 'Alterar e-mail',
    waiting: 'Continue na janela segura…',
    updated: (email) => `E-mail atualizado para ${email}`,
  },
};

export default pt;
