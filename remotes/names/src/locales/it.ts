import type { NamesMessages } from '../messages.js';

/** Italian. */
const it: NamesMessages = {
  accountActions: {
    registerName: 'Scegli un nome',
  },
  registerAccountName: {
    label: 'Nome dell’account',
    hint: 'Lettere, cifre e trattini, almeno 4 caratteri.',
    checking: 'Verifica della disponibilità…',
    available: (name) => `${name} è disponibile`,
    taken: (name) => `${name} è già in uso`,
    suggestionsTitle: 'Disponibili in alternativa',
    suggestionLabel: (name) => `Usa ${name}`,
    submit: 'Registra nome',
    signing: 'Conferma nel tuo wallet…',
    registering: 'Registrazione in corso…',
    signatureRejected: 'Hai rifiutato la firma: il nome non è stato registrato.',
    unsupportedAccount: 'I nomi sono disponibili per gli account EVM e Solana.',
  },
  registerAccountNameSuccess: {
    registered: 'Il nome del tuo account',
    done: 'Torna all’account',
  },
};

export default it;
