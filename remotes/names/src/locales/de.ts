import type { NamesMessages } from '../messages.js';

/** German. */
const de: NamesMessages = {
  accountActions: {
    registerName: 'Namen wählen',
  },
  registerAccountName: {
    label: 'Kontoname',
    hint: 'Buchstaben, Ziffern und Bindestriche, mindestens 4 Zeichen.',
    checking: 'Verfügbarkeit wird geprüft…',
    available: (name) => `${name} ist verfügbar`,
    taken: (name) => `${name} ist vergeben`,
    suggestionsTitle: 'Stattdessen verfügbar',
    suggestionLabel: (name) => `${name} verwenden`,
    submit: 'Namen registrieren',
    signing: 'Bestätige in deiner Wallet…',
    registering: 'Wird registriert…',
    signatureRejected: 'Du hast die Signatur abgelehnt: Der Name wurde nicht registriert.',
    unsupportedAccount: 'Namen sind für EVM- und Solana-Konten verfügbar.',
  },
  registerAccountNameSuccess: {
    registered: 'Dein Kontoname',
    done: 'Zurück zum Konto',
  },
};

export default de;
