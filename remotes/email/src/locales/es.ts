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
    explain: 'El nuevo correo y los dos códigos se introducen en la ventana segura, donde esta página no puede leerlos.',
    start: 'Cambiar correo',
    waiting: 'Continúa en la ventana segura…',
    updated: (email) => `Correo actualizado a ${email}`,
  },
};

export default es;
