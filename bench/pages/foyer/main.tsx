/**
 * Bench page "foyer": what a host dapp pays for Foyer — React, createFoyer and the ConnectButton,
 * nothing else. `?apiUrl=` points it at the services instance the bench starts.
 */
import { createRoot } from 'react-dom/client';
import { ConnectButton, createFoyer } from '@foyer/shell';
import { mountPoint } from '../mountPoint.js';

const apiUrl = new URLSearchParams(window.location.search).get('apiUrl');
createFoyer({ projectId: 'foyer-demo', ...(apiUrl ? { apiUrl } : {}) });
createRoot(mountPoint()).render(<ConnectButton />);
