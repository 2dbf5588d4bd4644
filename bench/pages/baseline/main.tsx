/** Bench page "baseline": React 19 with a hand-made button and modal (40 fake rows), no web3. */
import { createRoot } from 'react-dom/client';
import { mountPoint } from '../mountPoint.js';
import { BaselineApp } from './BaselineApp.js';

createRoot(mountPoint()).render(<BaselineApp />);
