import type { EmailMessages } from '../messages.js';

/** Turkish. */
const tr: EmailMessages = {
  emailForm: {
    label: 'E-posta',
    placeholder: 'E-posta',
    submit: 'Devam et',
    sending: 'Gönderiliyor…',
  },
  resendCode: {
    resend: 'Kodu yeniden gönder',
    resendIn: (seconds) => `Kodu ${seconds} sn içinde yeniden gönder`,
  },
  emailLogin: {
    hint: 'E-postanızla giriş yapın: size tek kullanımlık bir kod göndeririz.',
  },
  emailVerifyDevice: {
    title: 'Bu cihazı kaydedin',
    hint: (email) => ['Devam etmek için ', email, ' adresine gönderdiğimiz onay bağlantısını açın.'],
    tryAgain: 'Tekrar dene',
  },
  emailVerifyOtp: {
    title: 'Kodu girin',
    hint: (email) => [email, ' adresine 6 haneli bir kod gönderdik'],
    codeLabel: 'Tek kullanımlık kod',
    codeSent: 'Kod gönderildi',
  },
  updateEmailWallet: {
    current: (email) => ['Mevcut e-posta: ', email],
    explain: 'Yeni e-posta ve iki kod, bu sayfanın okuyamadığı güvenli pencerede girilir.',
    start: 'E-postayı değiştir',
    waiting: 'Güvenli pencerede devam edin…',
    updated: (email) => `E-posta ${email} olarak güncellendi`,
  },
};

export default tr;
