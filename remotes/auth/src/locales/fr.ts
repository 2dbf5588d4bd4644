import type { AuthMessages } from '../messages.js';

/** French. */
const fr: AuthMessages = {
  accountActions: {
    updateEmail: (email) => ['Modifier l’e-mail ', email],
    switchToSmartAccount: 'Passer au compte intelligent',
    switchToEoa: 'Passer à l’EOA',
  },
  approveTransaction: {
    lead: (secureOrigin) => `Vérifiez et approuvez cette demande dans la fenêtre sécurisée de ${secureOrigin}.`,
    loading: 'Ouverture de la fenêtre sécurisée…',
    shown: 'La demande s’affiche dans la fenêtre sécurisée.',
    idle: 'Aucune demande n’attend d’approbation.',
    frameLabel: 'Fenêtre d’approbation sécurisée',
  },
};

export default fr;
