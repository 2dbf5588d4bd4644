import type { SendMessages } from '../messages.js';

/** German. */
const de: SendMessages = {
  accountActions: {
    send: 'Senden',
  },
  walletSend: {
    token: 'Token',
    chooseToken: 'Token auswählen',
    balance: (amount: string, symbol: string) => `Guthaben: ${amount} ${symbol}`,
    amount: 'Betrag',
    max: 'Max.',
    maxLabel: (symbol: string) => `So viel ${symbol} wie möglich senden`,
    receiver: 'An',
    receiverPlaceholderEvm: 'Adresse (0x…) oder Name',
    receiverPlaceholderSolana: 'Solana-Adresse oder Name',
    resolving: (name: string) => `${name} wird nachgeschlagen…`,
    resolved: (name: string, address: string) => `${name} ist ${address}`,
    submit: 'Senden prüfen',
    loadingBalances: 'Guthaben werden geladen…',
    balancesFailed: 'Deine Guthaben konnten nicht geladen werden.',
    noTokens: 'In diesem Netzwerk gibt es noch nichts zu senden.',
    notConnected: 'Verbinde eine Wallet, um Token zu senden.',
  },
  problems: {
    empty: 'Gib einen Betrag ein',
    invalid: 'Gib eine Zahl ein, z. B. 1.5',
    tooManyDecimals: (decimals: number) => `Höchstens ${decimals} Dezimalstellen für diesen Token`,
    zero: 'Gib einen Betrag über 0 ein',
    insufficient: 'Unzureichendes Guthaben',
    noToken: 'Wähle einen Token aus',
    noReceiver: 'Gib einen Empfänger ein',
    invalidAddressEvm: 'Ungültige Adresse: Gib eine EVM-Adresse (0x…) oder einen Namen ein',
    invalidAddressSolana: 'Ungültige Adresse: Gib eine Solana-Adresse oder einen Namen ein',
    nameNotFound: (name: string) => `In diesem Netzwerk ist kein Konto als ${name} registriert`,
    nameLookupFailed: (name: string) => `${name} konnte nicht nachgeschlagen werden`,
    feeUnavailable: 'Die Netzwerkgebühr konnte nicht geschätzt werden',
  },
  selectToken: {
    search: 'Token suchen',
    noMatch: 'Kein Token passt zu deiner Suche.',
  },
  preview: {
    from: 'Von',
    to: 'An',
    amount: 'Betrag',
    value: 'Wert',
    fee: 'Netzwerkgebühr',
    feeEstimating: 'Wird geschätzt…',
    newTokenAccount: 'Inklusive der Miete für das neue Token-Konto des Empfängers',
    confirm: 'Senden',
    sending: 'Bestätige in deiner Wallet…',
    rejected: 'Du hast die Transaktion in deiner Wallet abgelehnt: Es wurde nichts gesendet.',
    failed: (reason: string) => `Das Senden ist fehlgeschlagen: ${reason}`,
    reverted: 'Die Transaktion wurde aufgenommen, ist aber on-chain fehlgeschlagen.',
    incomplete: 'Geh zurück und fülle das Formular aus.',
    sent: 'Gesendet',
  },
};

export default de;
