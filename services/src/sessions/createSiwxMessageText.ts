import type { SiwxMessageData } from '@foyer/kernel';
import { createSignInMessageText } from '@solana/wallet-standard-util';
import { createSiweMessage } from 'viem/siwe';
import { getAddress, type Address } from 'viem';

/** The fields the server writes into a sign-in message; `chainId` is CAIP-2 (`eip155:1`, `solana:<reference>`). */
export type SiwxMessageFields = Omit<SiwxMessageData, 'issuedAt'> & { issuedAt: string };

/**
 * The exact text to sign for `fields`: EIP-4361 by viem's `createSiweMessage` for eip155 ('Ethereum' account
 * line, the numeric Chain ID), Sign-In-With-Solana by `@solana/wallet-standard-util` for solana (the CAIP-2
 * reference as Chain ID). Throws when a field breaks the format (viem's `SiweInvalidMessageFieldError`).
 *
 * @example
 * createSiwxMessageText({ chainId: 'eip155:1', accountAddress, domain: 'example.com', uri: 'https://example.com', version: '1', nonce, issuedAt })
 */
export function createSiwxMessageText(fields: SiwxMessageFields): string {
  const [namespace, reference = ''] = fields.chainId.split(':');
  if (namespace === 'eip155') {
    return createSiweMessage({
      address: getAddress(fields.accountAddress) as Address,
      chainId: Number(reference),
      domain: fields.domain,
      uri: fields.uri,
      version: '1',
      nonce: fields.nonce,
      issuedAt: new Date(fields.issuedAt),
      ...(fields.statement === undefined ? {} : { statement: fields.statement }),
      ...(fields.expirationTime === undefined ? {} : { expirationTime: new Date(fields.expirationTime) }),
      ...(fields.notBefore === undefined ? {} : { notBefore: new Date(fields.notBefore) }),
      ...(fields.requestId === undefined ? {} : { requestId: fields.requestId }),
      ...(fields.resources === undefined ? {} : { resources: fields.resources }),
    });
  }
  if (namespace === 'solana') {
    return createSignInMessageText({
      domain: fields.domain,
      address: fields.accountAddress,
      uri: fields.uri,
      version: '1',
      chainId: reference,
      nonce: fields.nonce,
      issuedAt: fields.issuedAt,
      ...(fields.statement === undefined ? {} : { statement: fields.statement }),
      ...(fields.expirationTime === undefined ? {} : { expirationTime: fields.expirationTime }),
      ...(fields.notBefore === undefined ? {} : { notBefore: fields.notBefore }),
      ...(fields.requestId === undefined ? {} : { requestId: fields.requestId }),
      ...(fields.resources === undefined ? {} : { resources: fields.resources }),
    });
  }
  throw new Error(`No sign-in message format for ${fields.chainId}`);
}
