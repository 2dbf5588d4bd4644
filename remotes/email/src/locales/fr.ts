import type { EmailMessages } from '../messages.js';

/** French. */
const fr: EmailMessages = {
  emailForm: {
    label: 'E-mail',
    placeholder: 'E-mail',
    submit: 'Continuer',
    sending: 'Envoi…',
  },
  resendCode: {
    resend: 'Renvoyer le code',
    resendIn: (seconds) => `Renvoyer le code dans ${seconds} s`,
  },
  emailLogin: {
    hint: 'Connectez-vous avec votre e-mail : nous vous envoyons un code à usage unique.',
  },
  emailVerifyDevice: {
    title: 'Enregistrez cet appareil',
    hint: (email) => ['Ouvrez le lien d’approbation envoyé à ', email, ' pour continuer.'],
    tryAgain: 'Réessayer',
  },
  emailVerifyOtp: {
    title: 'Saisissez le code',
    hint: (email) => ['Nous avons envoyé un code à 6 chiffres à ', email],
    codeLabel: 'Code à usage unique',
    codeSent: 'Code envoyé',
  },
  updateEmailWallet: {
    current: (email) => ['E-mail actuel : ', email],
    explain: 'La nouvelle adresse et les deux codes se saisissent dans la fenêtre sécurisée, où cette page ne peut pas les lire.',
    start: "Changer d'e-mail",
    waiting: 'Continuez dans la fenêtre sécurisée…',
    updated: (email) => `E-mail remplacé par ${email}`,
  },
};

export default fr;
