import type { ActivityMessages } from '../messages.js';

/** Portuguese. */
const pt: ActivityMessages = {
  accountActivity: {
    label: 'Transações',
    loading: 'Carregando atividade',
    loadingMore: 'Carregando mais atividade',
    loadMore: 'Carregar mais',
    empty: 'Nenhuma atividade ainda',
    emptyText: 'As transações desta conta nesta rede aparecem aqui.',
    retry: 'Tentar novamente',
    sent: 'Enviado',
    received: 'Recebido',
    self: 'Enviado para você mesmo',
    minted: 'Cunhado',
    contractCall: 'Chamada de contrato',
    deployed: 'Contrato implantado',
    transaction: 'Transação',
    confirmed: 'Confirmada',
    failed: 'Falhou',
    pending: 'Pendente',
    nft: 'NFT',
    minedAt: (date) => `Minerada em ${date}`,
    andMore: (first, more) => `${first} e mais ${more}`,
  },
};

export default pt;
