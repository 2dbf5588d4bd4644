import type { AuthMessages } from '../messages.js';

/** Portuguese. */
const pt: AuthMessages = {
  accountActions: {
    updateEmail: (email) => ['Atualizar e-mail ', email],
    switchToSmartAccount: 'Mudar para conta inteligente',
    switchToEoa: 'Mudar para EOA',
  },
  approveTransaction: {
    lead: (secureOrigin) => `Revise e aprove esta solicitação na janela segura de ${secureOrigin}.`,
    loading: 'Abrindo a janela segura…',
    shown: 'A solicitação é exibida na janela segura.',
    idle: 'Nenhuma solicitação aguardando aprovação.',
    frameLabel: 'Janela segura de aprovação',
  },
};

export default pt;
