import { createPageWallet, type PageProposal, type PageRequest, type PageWallet } from './createPageWallet.js';
import { element, errorText } from './element.js';
import { InvalidPairingUriError, parsePairingUri } from './parsePairingUri.js';
import { readWalletPageConfig } from './walletPageConfig.js';
import { walletPageCss } from './walletPageCss.js';

/**
 * The dev wallet page served under `/wallet/`: paste a `wc:` link from the Foyer modal, approve
 * the session, then approve or decline each request (signatures and transactions with a public
 * dev key). For trying WalletConnect by hand on a fresh machine; never for real funds.
 */
async function main(root: HTMLElement): Promise<void> {
  const config = readWalletPageConfig(new URL(location.href));
  document.head.append(element('style', {}, walletPageCss));

  const status = element('p', { className: 'status', role: 'status', 'aria-live': 'polite', 'data-testid': 'wallet-page-status' }, 'Starting…');
  const uriInput = element('input', { id: 'uri', type: 'text', autocomplete: 'off', spellcheck: 'false', placeholder: 'wc:…@2?relay-protocol=irn&symKey=…', 'data-testid': 'wallet-page-uri' });
  const pairButton = element('button', { type: 'submit', 'data-testid': 'wallet-page-pair' }, 'Pair');
  const form = element('form', { className: 'card', 'aria-labelledby': 'pair-title' },
    element('h2', { id: 'pair-title' }, '1. Paste the pairing link'),
    element('label', { htmlFor: 'uri' }, 'Pairing link from the Foyer modal ("Copy link")'),
    element('div', { className: 'row' }, uriInput, pairButton),
  );
  const proposals = element('section', { className: 'card', 'aria-labelledby': 'proposals-title' }, element('h2', { id: 'proposals-title' }, '2. Connection requests'));
  const sessions = element('section', { className: 'card', 'aria-labelledby': 'sessions-title' }, element('h2', { id: 'sessions-title' }, 'Connected dapps'));
  const requests = element('section', { className: 'card', 'aria-labelledby': 'requests-title' }, element('h2', { id: 'requests-title' }, '3. Requests'));
  const requestList = element('ol', { className: 'list', 'data-testid': 'wallet-page-requests' });
  requests.append(requestList);
  const sessionList = element('ul', { className: 'list' });
  sessions.append(sessionList);

  root.replaceChildren(
    element('div', { className: 'banner', role: 'note' },
      element('strong', {}, 'DEVELOPMENT WALLET — NOT A REAL WALLET'),
      element('span', {}, 'Its key comes from the public anvil test mnemonic: anyone can spend what it holds. Use it only with the local dev chain.'),
    ),
    element('h1', {}, 'Foyer dev wallet'),
    status,
    form,
    proposals,
    sessions,
    requests,
  );

  const say = (text: string, tone: 'info' | 'error' = 'info') => {
    status.textContent = text;
    status.dataset['tone'] = tone;
  };

  let wallet: PageWallet;
  try {
    wallet = await createPageWallet(config, {
      onProposal: (proposal) => showProposal(proposal),
      onRequest: (request) => showRequest(request),
      onSessionsChanged: (list) => {
        sessionList.replaceChildren(
          ...list.map((session) =>
            element('li', {},
              element('span', {}, `${session.peer.metadata.name} — ${session.peer.metadata.url}`),
              button('Disconnect', 'secondary', async () => {
                await wallet.disconnect(session.topic);
                say(`Disconnected from ${session.peer.metadata.name}.`);
              }),
            ),
          ),
        );
        if (list.length === 0) sessionList.append(element('li', { className: 'empty' }, 'None yet.'));
      },
    });
  } catch (error) {
    say(`Could not start the wallet: ${errorText(error)} (relay ${config.relayUrl})`, 'error');
    return;
  }
  say(`Ready. Account ${wallet.address} (anvil account ${config.accountIndex}), relay ${config.relayUrl}, chain RPC ${config.rpcUrl}.`);

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void (async () => {
      try {
        const uri = parsePairingUri(uriInput.value);
        pairButton.disabled = true;
        say('Pairing…');
        await wallet.pair(uri);
        uriInput.value = '';
        say('Paired: waiting for the dapp’s connection request.');
      } catch (error) {
        say(error instanceof InvalidPairingUriError ? error.message : `Pairing failed: ${errorText(error)}`, 'error');
      } finally {
        pairButton.disabled = false;
      }
    })();
  });

  function button(label: string, variant: 'primary' | 'secondary', onClick: () => Promise<void>, testId?: string): HTMLButtonElement {
    const node = element('button', { type: 'button', className: variant, ...(testId ? { 'data-testid': testId } : {}) }, label);
    node.addEventListener('click', () => {
      node.disabled = true;
      onClick().catch((error: unknown) => {
        say(errorText(error), 'error');
        node.disabled = false;
      });
    });
    return node;
  }

  function showProposal(proposal: PageProposal): void {
    const { proposer, optionalNamespaces, requiredNamespaces } = proposal.params;
    const chains = [...Object.values(requiredNamespaces), ...Object.values(optionalNamespaces ?? {})].flatMap((item) => item.chains ?? []);
    const card = element('div', { className: 'item', 'data-testid': 'wallet-page-proposal' },
      element('p', {}, element('strong', {}, proposer.metadata.name), ` (${proposer.metadata.url}) asks to connect on ${chains.join(', ') || 'no chain'}.`),
    );
    card.append(
      element('div', { className: 'row' },
        button('Approve', 'primary', async () => {
          await wallet.approve(proposal);
          card.remove();
          say(`Connected to ${proposer.metadata.name}.`);
        }, 'wallet-page-approve'),
        button('Reject', 'secondary', async () => {
          await wallet.reject(proposal);
          card.remove();
          say(`Rejected ${proposer.metadata.name}.`);
        }, 'wallet-page-reject'),
      ),
    );
    proposals.append(card);
    say(`${proposer.metadata.name} asks to connect.`);
  }

  function showRequest(request: PageRequest): void {
    const { method, params } = request.params.request;
    const outcome = element('p', { className: 'outcome' });
    const actions = element('div', { className: 'row' });
    const item = element('li', { className: 'item' },
      element('p', {}, element('strong', {}, method), ` on ${request.params.chainId}`),
      element('pre', {}, JSON.stringify(params, null, 2)),
      actions,
      outcome,
    );
    actions.append(
      button('Approve', 'primary', async () => {
        const result = await wallet.answer(request);
        actions.remove();
        outcome.textContent = `Answered: ${JSON.stringify(result)}`;
      }),
      button('Decline', 'secondary', async () => {
        await wallet.decline(request);
        actions.remove();
        outcome.textContent = 'Declined.';
      }),
    );
    requestList.prepend(item);
    say(`New request: ${method}.`);
  }
}

// The page's own template has #wallet-page; the build's minimal page has #root.
const root = document.getElementById('wallet-page') ?? document.getElementById('root');
if (root) void main(root);
