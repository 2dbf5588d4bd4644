import type { PayMessages } from '../messages.js';

/** German. */
const de: PayMessages = {
  pay: {
    summary: 'Zahlungsanforderung',
    requestedBy: (dapp: string) => `${dapp} bittet dich zu zahlen`,
    requestedByUnknown: 'Diese App bittet dich zu zahlen',
    amount: 'Betrag',
    network: 'Netzwerk',
    recipient: 'An',
    methods: 'Wie möchtest du zahlen?',
    wallet: 'Mit deiner Wallet zahlen',
    walletConnect: 'Verbinde eine Wallet, um zu zahlen',
    walletConnectHint: 'Nach dem Verbinden kommst du hierher zurück',
    balance: (amount: string, symbol: string) => `Guthaben: ${amount} ${symbol}`,
    balanceLoading: 'Dein Guthaben wird geprüft…',
    balanceUnavailable: 'Dein Guthaben konnte nicht gelesen werden',
    onramp: (symbol: string) => `${symbol} kaufen`,
    onrampHint: 'Mit Karte oder Bankkonto, dann hier zahlen',
    confirm: (amount: string, symbol: string) => `${amount} ${symbol} zahlen`,
    retry: 'Erneut versuchen',
    chooseMethod: 'Wähle, wie du zahlen möchtest',
    switchNetwork: (network: string) => `Zu ${network} wechseln`,
    paying: 'Bestätige in deiner Wallet und warte, bis die Zahlung gemined ist…',
    paid: 'Zahlung abgeschlossen',
    transaction: (hash: string) => `Transaktion ${hash}`,
    unavailable: 'Es läuft keine Zahlung.',
  },
};

export default de;
