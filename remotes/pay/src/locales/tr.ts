import type { PayMessages } from '../messages.js';

/** Turkish. */
const tr: PayMessages = {
  pay: {
    summary: 'Ödeme isteği',
    requestedBy: (dapp: string) => `${dapp} sizden ödeme yapmanızı istiyor`,
    requestedByUnknown: 'Bu uygulama sizden ödeme yapmanızı istiyor',
    amount: 'Tutar',
    network: 'Ağ',
    recipient: 'Alıcı',
    methods: 'Nasıl ödemek istersiniz?',
    wallet: 'Cüzdanınızdan ödeyin',
    walletConnect: 'Ödemek için bir cüzdan bağlayın',
    walletConnectHint: 'Bağlandıktan sonra buraya geri dönersiniz',
    balance: (amount: string, symbol: string) => `Bakiye: ${amount} ${symbol}`,
    balanceLoading: 'Bakiyeniz kontrol ediliyor…',
    balanceUnavailable: 'Bakiyeniz okunamadı',
    onramp: (symbol: string) => `${symbol} satın al`,
    onrampHint: 'Kart veya banka hesabıyla alın, ardından burada ödeyin',
    confirm: (amount: string, symbol: string) => `${amount} ${symbol} öde`,
    retry: 'Tekrar dene',
    chooseMethod: 'Nasıl ödeyeceğinizi seçin',
    switchNetwork: (network: string) => `${network} ağına geç`,
    paying: 'Cüzdanınızda onaylayın, ardından ödemenin madenlenmesini bekleyin…',
    paid: 'Ödeme tamamlandı',
    transaction: (hash: string) => `İşlem ${hash}`,
    unavailable: 'Devam eden bir ödeme yok.',
  },
};

export default tr;
