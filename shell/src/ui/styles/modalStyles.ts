import { modalCss } from '../modal/modalCss.js';
import { walletRowCss } from '../components/WalletRow/walletRowCss.js';
import { accountCss } from '../views/Account/accountCss.js';
import { allWalletsCss } from '../views/AllWallets/allWalletsCss.js';
import { connectCss } from '../views/Connect/connectCss.js';
import { connectingExternalCss } from '../views/ConnectingExternal/connectingExternalCss.js';
import { networksCss } from '../views/Networks/networksCss.js';
import { profileWalletsCss } from '../views/ProfileWallets/profileWalletsCss.js';
import { baseCss } from './baseCss.js';
import { stateCss } from './stateCss.js';

/** Every static stylesheet of the modal, written once into its shadow root (themes come separately). */
export const modalStyles = [
  baseCss,
  modalCss,
  stateCss,
  walletRowCss,
  connectCss,
  allWalletsCss,
  connectingExternalCss,
  accountCss,
  networksCss,
  profileWalletsCss,
].join('\n');
