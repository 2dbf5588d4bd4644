import type { EmailMessages } from '../messages.js';

/** German. */
const de: EmailMessages = {
  emailForm: {
    label: 'E-Mail',
    placeholder: 'E-Mail',
    submit: 'Weiter',
    sending: 'Wird gesendet…',
  },
  resendCode: {
    resend: 'Code erneut senden',
    resendIn: (seconds) => `Code erneut senden in ${seconds} s`,
  },
  emailLogin: {
    hint: 'Melde dich mit deiner E-Mail an: Wir senden dir einen Einmalcode.',
  },
  emailVerifyDevice: {
    title: 'Dieses Gerät registrieren',
    hint: (email) => ['Öffne den Bestätigungslink, den wir an ', email, ' gesendet haben, um fortzufahren.'],
    tryAgain: 'Erneut versuchen',
  },
  emailVerifyOtp: {
    title: 'Code eingeben',
    hint: (email) => ['Wir haben einen 6-stelligen Code an ', email, ' gesendet'],
    codeLabel: 'Einmalcode',
    codeSent: 'Code gesendet',
  },
  updateEmailWallet: {
    current: (email) => ['Aktuelle E-Mail: ', email],
    explain: 'Die neue E-Mail und beide Codes gibst du im sicheren Fenster ein, wo diese Seite sie nicht lesen kann.',
    start: 'E-Mail ändern',
    waiting: 'Weiter im sicheren Fenster…',
    updated: (email) => `E-Mail geändert in ${email}`,
  },
};

export default de;
