import type { Wallet } from '../types/wallet.js';
import type { ServicesState } from './servicesSlice.js';
import { walletImageUrl } from './walletImageUrl.js';

/**
 * The image to show for a wallet: its own `image_url`, else the catalogue image of its
 * `image_id` (or id); undefined when it has neither.
 * @example
 * <img src={walletImageSrc(services, wallet)} alt="" />
 */
export function walletImageSrc(
  source: string | ServicesState | { services: ServicesState },
  wallet: Pick<Wallet, 'id' | 'image_id' | 'image_url'>,
): string | undefined {
  if (wallet.image_url) return wallet.image_url;
  const imageId = wallet.image_id ?? wallet.id;
  return imageId ? walletImageUrl(source, imageId) : undefined;
}
