import type { EmailMessages } from '../messages.js';

/** Italian. */
const it: EmailMessages = {
  emailForm: {
    label: 'Email',
    placeholder: 'Email',
    submit: 'Continua',
    sending: 'Invio in corso…',
  },
  resendCode: {
    resend: 'Invia di nuovo il codice',
    resendIn: (seconds) => `Invia di nuovo il codice tra ${seconds} s`,
  },
  emailLogin: {
    hint: 'Accedi con la tua email: ti inviamo un codice monouso.',
  },
  emailVerifyDevice: {
    title: 'Registra questo dispositivo',
    hint: (email) => ['Apri il link di approvazione che abbiamo inviato a ', email, ' per continuare.'],
    tryAgain: 'Riprova',
  },
  emailVerifyOtp: {
    title: 'Inserisci il codice',
    hint: (email) => ['Abbiamo inviato un codice di 6 cifre a ', email],
    codeLabel: 'Codice monouso',
    codeSent: 'Codice inviato',
  },
  updateEmailWallet: {
    current: (email) => ['Email attuale: ', email],
    explain: 'La nuova email e i due codici si inseriscono nella finestra sicura, dove questa pagina non può leggerli.',
    start: 'Cambia email',
    waiting: 'Continua nella finestra sicura…',
    updated: (email) => `Email aggiornata a ${email}`,
  },
};

export default it;
