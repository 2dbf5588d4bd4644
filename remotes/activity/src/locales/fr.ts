import type { ActivityMessages } from '../messages.js';

/** French. */
const fr: ActivityMessages = {
  accountActivity: {
    label: 'Transactions',
    loading: 'Chargement de l’activité',
    loadingMore: 'Chargement de la suite de l’activité',
    loadMore: 'Afficher plus',
    empty: 'Aucune activité pour l’instant',
    emptyText: 'Les transactions de ce compte sur ce réseau s’affichent ici.',
    retry: 'Réessayer',
    sent: 'Envoyé',
    received: 'Reçu',
    self: 'Envoyé à vous-même',
    minted: 'Frappé',
    contractCall: 'Appel de contrat',
    deployed: 'Contrat déployé',
    transaction: 'Transaction',
    confirmed: 'Confirmée',
    failed: 'Échouée',
    pending: 'En attente',
    nft: 'NFT',
    minedAt: (date) => `Minée le ${date}`,
    andMore: (first, more) => `${first} et ${more} de plus`,
  },
};

export default fr;
