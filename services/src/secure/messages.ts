import type { Message } from '@foyer/kernel';

/**
 * Every string the secure site's own pages show (English only for now): the device-link pages,
 * and the titles and row labels of the approval summaries the frame draws (the frame's buttons
 * and hints are in `services/frame/src/frameMessages.ts`). Not here: the e-mails
 * (`mail/loginMails.ts`) and API error messages. A translation is a later object of type
 * `SecureSiteMessages` chosen instead of this one: the type makes it complete, and a message with
 * values stays a function so each language orders its words. No i18n library: a plain module
 * costs nothing.
 */
export const messages = {
  deviceLink: {
    confirmTitle: 'Approve a new device',
    confirmHeading: 'Approve a new device?',
    confirmText: 'Someone asked to sign in to your Foyer wallet from a new device. Approve only if it was you.',
    app: 'App',
    requestedAt: 'Requested at',
    browser: 'Browser',
    validUntil: 'Link valid until',
    unknown: 'unknown',
    approve: 'Approve this device',
    notYou: 'If this was not you, close this page: nothing has been approved.',
    approvedTitle: 'Device approved',
    approvedText: 'A login code was e-mailed to you. Enter it in the app.',
    invalidTitle: 'Device link invalid',
    invalidHeading: 'This link is invalid, expired or was already used',
    invalidText: 'Start the login again from the app.',
  },
  approvalTitle: {
    signMessage: 'Sign message',
    signTypedData: 'Sign typed data',
    deployContract: 'Deploy contract',
    sendTransaction: 'Send transaction',
    sendCalls: (count: number) => `Send ${count} call${count === 1 ? '' : 's'}`,
    signTransaction: 'Sign transaction',
    approveRequest: 'Approve request',
  },
  /** Row labels; a row of one call or transaction among several starts with its prefix ("Call 2 "). */
  approvalRow: {
    network: 'Network',
    message: 'Message',
    messageHex: 'Message (hex bytes)',
    account: 'Account',
    primaryType: 'Primary type',
    typedDataTypes: 'Types',
    notSigned: 'Sent but not signed (ignored by the signature)',
    from: 'From',
    to: 'To',
    value: 'Value',
    data: 'Data',
    gasLimit: 'Gas limit',
    execution: 'Execution',
    executionValue: 'One transaction per call, in order; stops at the first failure',
    contractCreation: '(contract creation)',
    none: '(none)',
    callPrefix: (index: number) => `Call ${index} `,
    transactionPrefix: (index: number) => `Transaction ${index} `,
    transactionBase64: 'Transaction (base64)',
    transactionHex: 'Transaction (hex)',
    feePayer: 'Fee payer',
    recentBlockhash: 'Recent blockhash',
    accountAt: (index: number) => `Account ${index}`,
    instructionAt: (index: number) => `Instruction ${index}`,
    instructionValue: (program: string, data: string) => `program ${program}, data ${data}`,
    decoded: 'Decoded',
    decodeFailed: 'Could not decode this transaction: check the bytes above',
    tokenContract: 'Token contract',
    function: 'Function',
    recipient: 'Recipient',
    amount: 'Amount',
    amountRaw: 'Amount (raw units)',
    spender: 'Spender',
    allowance: 'Allowance',
    allowanceRaw: 'Allowance (raw units)',
    unlimited: 'Unlimited',
    tokenAmount: (amount: string, symbol: string, token: string) => `${amount} ${symbol} (token ${token})`,
    unknownToken: (raw: string, token: string) => `${raw} raw units of token ${token} (its decimals and symbol could not be read)`,
    swapIn: 'You pay',
    swapOutMinimum: 'You receive at least',
    swapPath: 'Swap path',
    deadline: 'Deadline',
    calls: 'Calls',
    totalValue: 'Total value',
    erc20Function: (name: string) => `${name} (ERC-20)`,
    unknownFunction: (selector: string) => `Unknown (selector ${selector})`,
  },
} satisfies Record<string, Record<string, Message>>;

/** The shape every translation of the secure site's messages has. */
export type SecureSiteMessages = typeof messages;
