import type { SendMessages } from '../messages.js';

/** Italian. */
const it: SendMessages = {
  accountActions: {
    send: 'Invia',
  },
  walletSend: {
    token: 'Token',
    chooseToken: 'Seleziona un token',
    balance: (amount: string, symbol: string) => `Saldo: ${amount} ${symbol}`,
    amount: 'Importo',
    max: 'Max',
    maxLabel: (symbol: string) => `Invia il massimo di ${symbol} possibile`,
    receiver: 'A',
    receiverPlaceholderEvm: 'Indirizzo (0x…) o nome',
    receiverPlaceholderSolana: 'Indirizzo Solana o nome',
    resolving: (name: string) => `Ricerca di ${name}…`,
    resolved: (name: string, address: string) => `${name} è ${address}`,
    submit: 'Rivedi l’invio',
    loadingBalances: 'Caricamento dei saldi…',
    balancesFailed: 'Impossibile caricare i tuoi saldi.',
    noTokens: 'Ancora niente da inviare su questa rete.',
    notConnected: 'Collega un wallet per inviare token.',
  },
  problems: {
    empty: 'Inserisci un importo',
    invalid: 'Inserisci un numero, ad es. 1.5',
    tooManyDecimals: (decimals: number) => `Al massimo ${decimals} decimali per questo token`,
    zero: 'Inserisci un importo maggiore di 0',
    insufficient: 'Fondi insufficienti',
    noToken: 'Seleziona un token',
    noReceiver: 'Inserisci un destinatario',
    invalidAddressEvm: 'Indirizzo non valido: inserisci un indirizzo EVM (0x…) o un nome',
    invalidAddressSolana: 'Indirizzo non valido: inserisci un indirizzo Solana o un nome',
    nameNotFound: (name: string) => `Nessun account è registrato come ${name} su questa rete`,
    nameLookupFailed: (name: string) => `Impossibile cercare ${name}`,
    feeUnavailable: 'Impossibile stimare la commissione di rete',
  },
  selectToken: {
    search: 'Cerca token',
    noMatch: 'Nessun token corrisponde alla ricerca.',
  },
  preview: {
    from: 'Da',
    to: 'A',
    amount: 'Importo',
    value: 'Valore',
    fee: 'Commissione di rete',
    feeEstimating: 'Stima in corso…',
    newTokenAccount: 'Include l’affitto del nuovo account token del destinatario',
    confirm: 'Invia',
    sending: 'Conferma nel wallet…',
    rejected: 'Hai rifiutato la transazione nel wallet: non è stato inviato nulla.',
    failed: (reason: string) => `L’invio non è riuscito: ${reason}`,
    reverted: 'La transazione è stata inclusa ma è fallita sulla chain.',
    incomplete: 'Torna indietro e completa il modulo.',
    sent: 'Inviato',
  },
};

export default it;
