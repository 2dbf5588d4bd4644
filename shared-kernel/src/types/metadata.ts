/** The host dapp's description. */
export type Metadata = {
  name: string;
  description: string;
  url: string;
  icons: string[];
};

/** Dapp data synced to the embedded wallet frame. */
export type DappData = {
  metadata?: Metadata;
  sdkVersion: string;
  sdkType: string;
  projectId: string;
};
