import type { ActivityMessages } from '../messages.js';

/** Spanish. */
const es: ActivityMessages = {
  accountActivity: {
    label: 'Transacciones',
    loading: 'Cargando actividad',
    loadingMore: 'Cargando más actividad',
    loadMore: 'Cargar más',
    empty: 'Aún no hay actividad',
    emptyText: 'Aquí aparecen las transacciones de esta cuenta en esta red.',
    retry: 'Reintentar',
    sent: 'Enviado',
    received: 'Recibido',
    self: 'Enviado a ti mismo',
    minted: 'Acuñado',
    contractCall: 'Llamada a contrato',
    deployed: 'Contrato desplegado',
    transaction: 'Transacción',
    confirmed: 'Confirmada',
    failed: 'Fallida',
    pending: 'Pendiente',
    nft: 'NFT',
    minedAt: (date) => `Minada el ${date}`,
    andMore: (first, more) => `${first} y ${more} más`,
  },
};

export default es;
