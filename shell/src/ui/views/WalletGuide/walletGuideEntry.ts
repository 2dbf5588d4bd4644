// The wallet guide's views, one lazy chunk (see loadWalletGuideView).
export { GetWallet } from './GetWallet.js';
export { WhatIsAWallet } from './WhatIsAWallet.js';
