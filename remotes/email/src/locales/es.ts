import type { EmailMessages } from '../messages.js';

/** Spanish. */
const es: EmailMessages = {
  emailForm: {
    label: 'Correo electrónico',
    placeholder: 'Correo electrónico',
    submit: 'Continuar',
    sending: 'Enviando…',
  },
  resendCode: {
    resend: 'Reenviar código',
    resendIn: (seconds) => `Reenviar código en ${seconds} s`,
  },
  emailLogin: {
    hint: 'Inicia sesión con tu correo: te enviamos un código de un solo uso.',
  },
  emailVerifyDevice: {
    title: 'Registra este dispositivo',
    hint: (email) => ['Abre el enlace de aprobación que enviamos a ', email, ' para continuar.'],
    tryAgain: 'Reintentar',
  },
  emailVerifyOtp: {
    title: 'Introduce el código',
    hint: (email) => ['Enviamos un código de 6 dígitos a ', email],
    codeLabel: 'Código de un solo uso',
    codeSent: 'Código enviado',
  },
  updateEmailWallet: {
    current: (email) => ['Correo actual: ', email],
    enterNew: 'Introduce tu nuevo correo.',
    newEmailLabel: 'Nuevo correo',
    confirmCurrent: 'Confirma tu correo actual',
    confirmNew: 'Confirma tu nuevo correo',
    codeSentTo: (email) => ['Introduce el código que enviamos a ', email],
    yourCurrentEmail: 'tu correo actual',
    currentCodeLabel: 'Código enviado al correo actual',
    newCodeLabel: 'Código enviado al nuevo correo',
    updated: (email) => `Correo actualizado a ${email}`,
  },
};

export default es;
