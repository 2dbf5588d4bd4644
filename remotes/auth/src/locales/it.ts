import type { AuthMessages } from '../messages.js';

/** Italian. */
const it: AuthMessages = {
  accountActions: {
    updateEmail: (email) => ['Aggiorna email ', email],
    switchToSmartAccount: 'Passa allo smart account',
    switchToEoa: 'Passa a EOA',
  },
  approveTransaction: {
    lead: (secureOrigin) => `Controlla e approva questa richiesta nella finestra sicura di ${secureOrigin}.`,
    loading: 'Apertura della finestra sicura…',
    shown: 'La richiesta è mostrata nella finestra sicura.',
    idle: 'Nessuna richiesta in attesa di approvazione.',
    frameLabel: 'Finestra di approvazione sicura',
  },
};

export default it;
