import type { NamesMessages } from '../messages.js';

/** Spanish. */
const es: NamesMessages = {
  accountActions: {
    registerName: 'Elegir un nombre',
  },
  registerAccountName: {
    label: 'Nombre de la cuenta',
    hint: 'Letras, dígitos y guiones; al menos 4 caracteres.',
    checking: 'Comprobando disponibilidad…',
    available: (name) => `${name} está disponible`,
    taken: (name) => `${name} ya está en uso`,
    suggestionsTitle: 'Disponibles en su lugar',
    suggestionLabel: (name) => `Usar ${name}`,
    submit: 'Registrar nombre',
    signing: 'Confirma en tu billetera…',
    registering: 'Registrando…',
    signatureRejected: 'Rechazaste la firma: el nombre no se registró.',
    unsupportedAccount: 'Los nombres están disponibles para cuentas EVM y Solana.',
  },
  registerAccountNameSuccess: {
    registered: 'El nombre de tu cuenta',
    done: 'Volver a la cuenta',
  },
};

export default es;
