import type { ActivityMessages } from '../messages.js';

/** Italian. */
const it: ActivityMessages = {
  accountActivity: {
    label: 'Transazioni',
    loading: 'Caricamento attività',
    loadingMore: 'Caricamento di altre attività',
    loadMore: 'Carica altro',
    empty: 'Ancora nessuna attività',
    emptyText: 'Qui compaiono le transazioni di questo account su questa rete.',
    retry: 'Riprova',
    sent: 'Inviato',
    received: 'Ricevuto',
    self: 'Inviato a te stesso',
    minted: 'Coniato',
    contractCall: 'Chiamata a contratto',
    deployed: 'Contratto distribuito',
    transaction: 'Transazione',
    confirmed: 'Confermata',
    failed: 'Non riuscita',
    pending: 'In attesa',
    nft: 'NFT',
    minedAt: (date) => `Minata il ${date}`,
    andMore: (first, more) => `${first} e altri ${more}`,
  },
};

export default it;
