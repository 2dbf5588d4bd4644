/**
 * Bench page "foyer": what a host dapp pays for Foyer — React, createFoyer and the ConnectButton,
 * nothing else. `?apiUrl=` points it at the services instance the bench starts. `?networks=multi`
 * configures it like a multi-family dapp (EVM + Solana, see `multiFamily.ts`).
 */
import { createRoot } from 'react-dom/client';
import { ConnectButton, createFoyer } from '@foyer/shell';
import { mountPoint } from '../mountPoint.js';

const query = new URLSearchParams(window.location.search);
const apiUrl = query.get('apiUrl');
if (query.get('networks') === 'multi') {
  // The bench reads a failure as a missing connect button or wallet row.
  void import('./multiFamily.js').then(({ createMultiFamilyFoyer }) => createMultiFamilyFoyer(apiUrl));
} else {
  createFoyer({ projectId: 'foyer-demo-basic', ...(apiUrl ? { apiUrl } : {}) });
}
createRoot(mountPoint()).render(<ConnectButton />);
