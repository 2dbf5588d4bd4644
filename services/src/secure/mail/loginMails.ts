import type { OutgoingMail } from './Mailer.js';

/** What a device link or login code was requested for, as the e-mail tells it. */
export type LoginContext = { appOrigin: string | null; userAgent: string | null };

function describeRequest({ appOrigin, userAgent }: LoginContext): string {
  return [`App: ${appOrigin ?? 'unknown'}`, `Browser: ${userAgent === null || userAgent === '' ? 'unknown' : userAgent.slice(0, 200)}`].join('\n');
}

/** The login code. */
export function loginCodeMail(to: string, code: string, minutes: number): OutgoingMail {
  return {
    to,
    subject: `${code} is your Foyer login code`,
    text: `Your Foyer login code is ${code}. It expires in ${minutes} minutes and can be used once, only in the window that asked for it.`,
    otp: code,
  };
}

/** The device link: it opens a page that says what it approves; nothing is approved until that page's button is pressed. */
export function deviceLinkMail(to: string, link: string, minutes: number, context: LoginContext): OutgoingMail {
  return {
    to,
    subject: 'Approve a new device for your Foyer wallet',
    text: `Someone is signing in to your Foyer wallet from a new device.\n${describeRequest(context)}\n\nIf it is you, open ${link} and press Approve; a login code follows by e-mail. The link expires in ${minutes} minutes. If it is not you, ignore this e-mail.`,
    link,
  };
}

/** The code to the current address, confirming an e-mail change. */
export function updatePrimaryMail(to: string, code: string, newEmail: string, minutes: number): OutgoingMail {
  return {
    to,
    subject: `${code} is your code to change your Foyer email`,
    text: `Use ${code} to confirm changing your Foyer wallet email to ${newEmail}. It expires in ${minutes} minutes. Type it only into the Foyer secure window, never into a website's own form. If you did not ask for this change, ignore this e-mail: nothing changes without this code.`,
    otp: code,
  };
}

/** The code to the new address, proving it belongs to the user. */
export function updateSecondaryMail(to: string, code: string, minutes: number): OutgoingMail {
  return {
    to,
    subject: `${code} is your code to confirm your new Foyer email`,
    text: `Use ${code} to confirm this address for your Foyer wallet. It expires in ${minutes} minutes.`,
    otp: code,
  };
}

/** After a change: the old address is told which address now signs in to the wallet. */
export function emailChangedMail(to: string, newEmail: string): OutgoingMail {
  return {
    to,
    subject: 'Your Foyer wallet email was changed',
    text: `The login email of your Foyer wallet is now ${newEmail}; this address no longer signs in to it. If you did not make this change, your wallet may be at risk: contact the operator of the site where you use it.`,
  };
}
