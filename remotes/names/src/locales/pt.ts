import type { NamesMessages } from '../messages.js';

/** Portuguese. */
const pt: NamesMessages = {
  accountActions: {
    registerName: 'Escolher um nome',
  },
  registerAccountName: {
    label: 'Nome da conta',
    hint: 'Letras, dígitos e hifens, com pelo menos 4 caracteres.',
    checking: 'Verificando disponibilidade…',
    available: (name) => `${name} está disponível`,
    taken: (name) => `${name} já está em uso`,
    suggestionsTitle: 'Disponíveis no lugar',
    suggestionLabel: (name) => `Usar ${name}`,
    submit: 'Registrar nome',
    signing: 'Confirme na sua carteira…',
    registering: 'Registrando…',
    signatureRejected: 'Você rejeitou a assinatura: o nome não foi registrado.',
    unsupportedAccount: 'Os nomes estão disponíveis para contas EVM e Solana.',
  },
  registerAccountNameSuccess: {
    registered: 'O nome da sua conta',
    done: 'Voltar para a conta',
  },
};

export default pt;
