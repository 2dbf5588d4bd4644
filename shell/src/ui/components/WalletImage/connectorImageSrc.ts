import { walletImageUrl, type Connector, type ServicesState } from '@foyer/kernel';

/** A connector's icon: its own (EIP-6963 data URI), else the catalogue image of the wallet it matched. */
export function connectorImageSrc(services: ServicesState, connector: Connector): string | undefined {
  if (connector.imageUrl) return connector.imageUrl;
  if (connector.info?.icon) return connector.info.icon;
  const imageId = connector.imageId ?? connector.explorerId;
  return imageId ? walletImageUrl(services, imageId) : undefined;
}
