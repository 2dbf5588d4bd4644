import type { NamesMessages } from '../messages.js';

/** French. */
const fr: NamesMessages = {
  accountActions: {
    registerName: 'Choisir un nom',
  },
  registerAccountName: {
    label: 'Nom du compte',
    hint: 'Lettres, chiffres et tirets, au moins 4 caractères.',
    checking: 'Vérification de la disponibilité…',
    available: (name) => `${name} est disponible`,
    taken: (name) => `${name} est déjà pris`,
    suggestionsTitle: 'Disponibles à la place',
    suggestionLabel: (name) => `Utiliser ${name}`,
    submit: 'Enregistrer le nom',
    signing: 'Confirmez dans votre portefeuille…',
    registering: 'Enregistrement…',
    signatureRejected: 'Vous avez refusé la signature : le nom n’a pas été enregistré.',
    unsupportedAccount: 'Les noms sont disponibles pour les comptes EVM et Solana.',
  },
  registerAccountNameSuccess: {
    registered: 'Le nom de votre compte',
    done: 'Retour au compte',
  },
};

export default fr;
