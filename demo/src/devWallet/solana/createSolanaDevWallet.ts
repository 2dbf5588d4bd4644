import {
  createKeyPairFromPrivateKeyBytes,
  getAddressFromPublicKey,
  getBase16Encoder,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
  signBytes,
  type Transaction,
} from '@solana/kit';
import { FOYER_DEV_SOLANA_SEEDS } from '@foyer/kernel';
import { createSignInMessageText } from '@solana/wallet-standard-util';
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignInFeature,
  SolanaSignInInput,
  SolanaSignInOutput,
  SolanaSignAndSendTransactionInput,
  SolanaSignMessageFeature,
  SolanaSignMessageInput,
  SolanaSignTransactionFeature,
  SolanaSignTransactionInput,
} from '@solana/wallet-standard-features';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import type {
  StandardConnectFeature,
  StandardConnectInput,
  StandardDisconnectFeature,
  StandardEventsChangeProperties,
  StandardEventsFeature,
} from '@wallet-standard/features';
import { DEV_WALLET_NAME } from '../announceDevWallet.js';
import { DevWalletRpcError, RPC_ERROR } from '../DevWalletRpcError.js';
import { devWalletIcon } from '../devWalletIcon.js';
import { solanaNodeRpc } from './solanaNodeRpc.js';

/** Wallet Standard's name for a local cluster: the dev Solana node. */
export const SOLANA_DEV_WALLET_CHAIN = 'solana:localnet' as const;
export const SOLANA_DEV_WALLET_STORAGE_KEY = 'foyer-dev-wallet:solana-connected';
/** Window event the dev wallet dispatches after each `solana:signIn`. */
export const SOLANA_DEV_WALLET_SIGN_IN_EVENT = 'foyer-dev-wallet:solana-sign-in';

const ACCOUNT_FEATURES = ['solana:signIn', 'solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'] as const;
const CONFIRM_POLL_MS = 200;
const CONFIRM_TIMEOUT_MS = 30_000;

export type SolanaDevWalletOptions = {
  /** JSON-RPC URL of the dev Solana node (where signAndSendTransaction sends). */
  rpcUrl: string;
  /** Reject every connection request like a user clicking "Reject" (code 4001). */
  reject?: boolean;
  /** Where the granted permission survives reloads, like a wallet extension's storage. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
};

export type SolanaDevWallet = Wallet & {
  readonly features: StandardConnectFeature &
    StandardDisconnectFeature &
    StandardEventsFeature &
    SolanaSignMessageFeature &
    SolanaSignInFeature &
    SolanaSignTransactionFeature &
    SolanaSignAndSendTransactionFeature;
};

type Signer = { keyPair: CryptoKeyPair; account: WalletAccount };

async function createSigner(): Promise<Signer> {
  const seed = FOYER_DEV_SOLANA_SEEDS[0];
  const keyPair = await createKeyPairFromPrivateKeyBytes(new Uint8Array(getBase16Encoder().encode(seed)));
  const address = await getAddressFromPublicKey(keyPair.publicKey);
  const account: WalletAccount = Object.freeze({
    address,
    publicKey: new Uint8Array(getBase58Encoder().encode(address)),
    chains: [SOLANA_DEV_WALLET_CHAIN],
    features: ACCOUNT_FEATURES,
  });
  return { keyPair, account };
}

/**
 * The Solana side of the "Foyer Dev Wallet": a Wallet Standard wallet holding Solana dev account 0
 * (its public seed from the kernel), signing with @solana/kit and sending to the dev Solana node. It
 * keeps a permission like a real wallet (no account until `standard:connect`; a silent connect only
 * restores a permission granted before).
 * @example
 * registerWallet(createSolanaDevWallet({ rpcUrl: 'http://127.0.0.1:8899', storage: localStorage }))
 */
export function createSolanaDevWallet({ rpcUrl, reject = false, storage }: SolanaDevWalletOptions): SolanaDevWallet {
  const signer = createSigner();
  const listeners = new Set<(properties: StandardEventsChangeProperties) => void>();
  let accounts: readonly WalletAccount[] = [];

  const emit = (): void => {
    for (const listener of [...listeners]) listener({ accounts });
  };
  const requireAccount = async (account: WalletAccount): Promise<Signer> => {
    const current = await signer;
    if (accounts.length === 0 || account.address !== current.account.address) {
      throw new DevWalletRpcError(RPC_ERROR.unauthorized, 'The requested account has not been authorized by the user.');
    }
    return current;
  };
  const sign = async (input: SolanaSignTransactionInput): Promise<Uint8Array> => {
    const { keyPair } = await requireAccount(input.account);
    const transaction: Transaction = getTransactionDecoder().decode(input.transaction);
    const signed = await partiallySignTransaction([keyPair], transaction);
    return new Uint8Array(getTransactionEncoder().encode(signed));
  };
  const waitFor = async (signature: string, commitment: string): Promise<void> => {
    const wanted = ['processed', 'confirmed', 'finalized'].indexOf(commitment);
    const deadline = Date.now() + CONFIRM_TIMEOUT_MS;
    while (Date.now() < deadline) {
      const statuses = (await solanaNodeRpc(rpcUrl, 'getSignatureStatuses', [[signature]])) as {
        value: ({ err: unknown; confirmationStatus: string } | null)[];
      };
      const status = statuses.value[0];
      if (status?.err) throw new DevWalletRpcError(RPC_ERROR.internal, `Transaction ${signature} failed: ${JSON.stringify(status.err)}`);
      if (status && ['processed', 'confirmed', 'finalized'].indexOf(status.confirmationStatus) >= wanted) return;
      await new Promise((resolve) => setTimeout(resolve, CONFIRM_POLL_MS));
    }
    throw new DevWalletRpcError(RPC_ERROR.internal, `Transaction ${signature} was not confirmed in ${CONFIRM_TIMEOUT_MS / 1000} s`);
  };
  /** Sign-In-With-Solana: connects like `standard:connect` (the user approves), then signs the text it writes. */
  const signIn = async (input: SolanaSignInInput): Promise<SolanaSignInOutput> => {
    const { account, keyPair } = await signer;
    if (reject) throw new DevWalletRpcError(RPC_ERROR.userRejected, 'User rejected the request.');
    if (input.address !== undefined && input.address !== account.address) {
      throw new DevWalletRpcError(RPC_ERROR.unauthorized, 'The requested account is not held by this wallet.');
    }
    storage?.setItem(SOLANA_DEV_WALLET_STORAGE_KEY, 'true');
    if (accounts[0] !== account) {
      accounts = [account];
      emit();
    }
    const signedMessage = new TextEncoder().encode(
      createSignInMessageText({ ...input, domain: input.domain ?? window.location.host, address: account.address }),
    );
    // Tests tell a sign-in from a signed message by this event.
    window.dispatchEvent(new CustomEvent(SOLANA_DEV_WALLET_SIGN_IN_EVENT, { detail: { address: account.address } }));
    return { account, signedMessage, signature: new Uint8Array(await signBytes(keyPair.privateKey, signedMessage)), signatureType: 'ed25519' };
  };
  const signAndSend = async ({ options, ...input }: SolanaSignAndSendTransactionInput): Promise<{ signature: Uint8Array }> => {
    const wire = getBase64EncodedWireTransaction(getTransactionDecoder().decode(await sign(input)));
    const { commitment, preflightCommitment, skipPreflight, maxRetries, minContextSlot } = options ?? {};
    const signature = (await solanaNodeRpc(rpcUrl, 'sendTransaction', [
      wire,
      { encoding: 'base64', skipPreflight, preflightCommitment, maxRetries, minContextSlot },
    ])) as string;
    if (commitment) await waitFor(signature, commitment);
    return { signature: new Uint8Array(getBase58Encoder().encode(signature)) };
  };

  return {
    version: '1.0.0',
    name: DEV_WALLET_NAME,
    icon: devWalletIcon as Wallet['icon'],
    chains: [SOLANA_DEV_WALLET_CHAIN],
    get accounts() {
      return accounts;
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input?: StandardConnectInput) {
          const { account } = await signer;
          if (input?.silent) {
            if (storage?.getItem(SOLANA_DEV_WALLET_STORAGE_KEY) !== 'true') return { accounts: [] };
          } else if (reject) {
            throw new DevWalletRpcError(RPC_ERROR.userRejected, 'User rejected the request.');
          }
          storage?.setItem(SOLANA_DEV_WALLET_STORAGE_KEY, 'true');
          if (accounts[0] !== account) {
            accounts = [account];
            emit();
          }
          return { accounts };
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          storage?.removeItem(SOLANA_DEV_WALLET_STORAGE_KEY);
          if (accounts.length === 0) return;
          accounts = [];
          emit();
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(_event, listener) {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      },
      'solana:signMessage': {
        version: '1.1.0',
        signMessage: (...inputs: readonly SolanaSignMessageInput[]) =>
          Promise.all(
            inputs.map(async ({ account, message }) => {
              const { keyPair } = await requireAccount(account);
              return { signedMessage: message, signature: new Uint8Array(await signBytes(keyPair.privateKey, message)) };
            }),
          ),
      },
      'solana:signIn': {
        version: '1.0.0',
        signIn: async (...inputs: readonly SolanaSignInInput[]) => {
          const outputs: SolanaSignInOutput[] = [];
          for (const input of inputs) outputs.push(await signIn(input));
          return outputs;
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: (...inputs: readonly SolanaSignTransactionInput[]) =>
          Promise.all(inputs.map(async (input) => ({ signedTransaction: await sign(input) }))),
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction: async (...inputs: readonly SolanaSignAndSendTransactionInput[]) => {
          const outputs: { signature: Uint8Array }[] = [];
          for (const input of inputs) outputs.push(await signAndSend(input));
          return outputs;
        },
      },
    },
  };
}
