import type { AuthMessages } from '../messages.js';

/** Spanish. */
const es: AuthMessages = {
  accountActions: {
    updateEmail: (email) => ['Actualizar correo ', email],
    switchToSmartAccount: 'Cambiar a cuenta inteligente',
    switchToEoa: 'Cambiar a EOA',
  },
  approveTransaction: {
    lead: (secureOrigin) => `Revisa y aprueba esta solicitud en la ventana segura de ${secureOrigin}.`,
    loading: 'Abriendo la ventana segura…',
    shown: 'La solicitud se muestra en la ventana segura.',
    idle: 'No hay ninguna solicitud pendiente de aprobación.',
    frameLabel: 'Ventana segura de aprobación',
  },
};

export default es;
