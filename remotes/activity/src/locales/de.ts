import type { ActivityMessages } from '../messages.js';

/** German. */
const de: ActivityMessages = {
  accountActivity: {
    label: 'Transaktionen',
    loading: 'Aktivität wird geladen',
    loadingMore: 'Weitere Aktivität wird geladen',
    loadMore: 'Mehr laden',
    empty: 'Noch keine Aktivität',
    emptyText: 'Hier erscheinen die Transaktionen dieses Kontos in diesem Netzwerk.',
    retry: 'Erneut versuchen',
    sent: 'Gesendet',
    received: 'Empfangen',
    self: 'An dich selbst gesendet',
    minted: 'Gemintet',
    contractCall: 'Vertragsaufruf',
    deployed: 'Vertrag bereitgestellt',
    transaction: 'Transaktion',
    confirmed: 'Bestätigt',
    failed: 'Fehlgeschlagen',
    pending: 'Ausstehend',
    nft: 'NFT',
    minedAt: (date) => `In einen Block aufgenommen am ${date}`,
    andMore: (first, more) => `${first} und ${more} weitere`,
  },
};

export default de;
