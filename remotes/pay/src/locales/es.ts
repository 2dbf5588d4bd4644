import type { PayMessages } from '../messages.js';

/** Spanish. */
const es: PayMessages = {
  pay: {
    summary: 'Solicitud de pago',
    requestedBy: (dapp: string) => `${dapp} te pide que pagues`,
    requestedByUnknown: 'Esta aplicación te pide que pagues',
    amount: 'Cantidad',
    network: 'Red',
    recipient: 'Para',
    methods: '¿Cómo quieres pagar?',
    wallet: 'Pagar desde tu billetera',
    walletConnect: 'Conecta una billetera para pagar',
    walletConnectHint: 'Volverás aquí una vez conectado',
    balance: (amount: string, symbol: string) => `Saldo: ${amount} ${symbol}`,
    balanceLoading: 'Comprobando tu saldo…',
    balanceUnavailable: 'No se pudo leer tu saldo',
    onramp: (symbol: string) => `Comprar ${symbol}`,
    onrampHint: 'Con tarjeta o cuenta bancaria, y luego paga aquí',
    confirm: (amount: string, symbol: string) => `Pagar ${amount} ${symbol}`,
    retry: 'Reintentar',
    chooseMethod: 'Elige cómo pagar',
    switchNetwork: (network: string) => `Cambiar a ${network}`,
    paying: 'Confirma en tu billetera y espera a que se mine el pago…',
    paid: 'Pago completado',
    transaction: (hash: string) => `Transacción ${hash}`,
    unavailable: 'No hay ningún pago en curso.',
  },
};

export default es;
