import type { SendMessages } from '../messages.js';

/** Spanish. */
const es: SendMessages = {
  accountActions: {
    send: 'Enviar',
  },
  walletSend: {
    token: 'Token',
    chooseToken: 'Selecciona un token',
    balance: (amount: string, symbol: string) => `Saldo: ${amount} ${symbol}`,
    amount: 'Cantidad',
    max: 'Máx.',
    maxLabel: (symbol: string) => `Enviar el máximo de ${symbol} posible`,
    receiver: 'Para',
    receiverPlaceholderEvm: 'Dirección (0x…) o nombre',
    receiverPlaceholderSolana: 'Dirección de Solana o nombre',
    resolving: (name: string) => `Buscando ${name}…`,
    resolved: (name: string, address: string) => `${name} es ${address}`,
    submit: 'Revisar envío',
    loadingBalances: 'Cargando saldos…',
    balancesFailed: 'No se pudieron cargar tus saldos.',
    noTokens: 'Todavía no hay nada que enviar en esta red.',
    notConnected: 'Conecta una billetera para enviar tokens.',
  },
  problems: {
    empty: 'Introduce una cantidad',
    invalid: 'Introduce un número, p. ej. 1.5',
    tooManyDecimals: (decimals: number) => `Como máximo ${decimals} decimales para este token`,
    zero: 'Introduce una cantidad mayor que 0',
    insufficient: 'Fondos insuficientes',
    noToken: 'Selecciona un token',
    noReceiver: 'Introduce un destinatario',
    invalidAddressEvm: 'Dirección no válida: introduce una dirección EVM (0x…) o un nombre',
    invalidAddressSolana: 'Dirección no válida: introduce una dirección de Solana o un nombre',
    nameNotFound: (name: string) => `Ninguna cuenta está registrada como ${name} en esta red`,
    nameLookupFailed: (name: string) => `No se pudo buscar ${name}`,
    feeUnavailable: 'No se pudo estimar la comisión de red',
  },
  selectToken: {
    search: 'Buscar tokens',
    noMatch: 'Ningún token coincide con tu búsqueda.',
  },
  preview: {
    from: 'De',
    to: 'Para',
    amount: 'Cantidad',
    value: 'Valor',
    fee: 'Comisión de red',
    feeEstimating: 'Estimando…',
    newTokenAccount: 'Incluye la renta de la nueva cuenta de token del destinatario',
    confirm: 'Enviar',
    sending: 'Confirma en tu billetera…',
    rejected: 'Rechazaste la transacción en tu billetera: no se envió nada.',
    failed: (reason: string) => `El envío falló: ${reason}`,
    reverted: 'La transacción se incluyó, pero falló en la cadena.',
    incomplete: 'Vuelve atrás y completa el formulario.',
    sent: 'Enviado',
  },
};

export default es;
