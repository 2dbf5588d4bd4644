/** @jest-environment node */
import { foyerDevChain } from '@foyer/kernel';
import { renderToString } from 'react-dom/server';
import { createFoyer } from '../createFoyer.js';
import { useFoyerAccount } from './useFoyerAccount.js';
import { useFoyerState } from './useFoyerState.js';

function Status() {
  const { status } = useFoyerAccount();
  const { open } = useFoyerState();
  return (
    <p>
      {status}/{String(open)}
    </p>
  );
}

test('hooks render on the server with the disconnected snapshot', () => {
  const foyer = createFoyer({ projectId: 'p', networks: [foyerDevChain], debug: false });
  void foyer.open();
  expect(renderToString(<Status />)).toBe('<p>disconnected<!-- -->/<!-- -->false</p>');
  foyer.destroy();
});
