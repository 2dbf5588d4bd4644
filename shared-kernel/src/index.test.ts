import { x } from './index.js'; test('x', () => { expect(x).toBe(1); });
