import type { ChainNamespace } from '@foyer/kernel';

/** Chain namespaces the shell can connect wallets for by itself (injected EIP-1193 wallets). */
export const ADAPTER_NAMESPACES: readonly ChainNamespace[] = ['eip155'];
