import type { AuthMessages } from '../messages.js';

/** German. */
const de: AuthMessages = {
  accountActions: {
    updateEmail: (email) => ['E-Mail ändern ', email],
    switchToSmartAccount: 'Zu Smart Account wechseln',
    switchToEoa: 'Zu EOA wechseln',
  },
  approveTransaction: {
    lead: (secureOrigin) => `Prüfe und bestätige diese Anfrage im sicheren Fenster von ${secureOrigin}.`,
    loading: 'Sicheres Fenster wird geöffnet…',
    shown: 'Die Anfrage wird im sicheren Fenster angezeigt.',
    idle: 'Keine Anfrage wartet auf Bestätigung.',
    frameLabel: 'Sicheres Bestätigungsfenster',
  },
};

export default de;
