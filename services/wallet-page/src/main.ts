import { createPageWallet, type PageProposal, type PageRequest, type PageWallet } from './createPageWallet.js';
import { element, errorText } from './element.js';
import { InvalidPairingUriError, parsePairingUri } from './parsePairingUri.js';
import { readWalletPageConfig } from './walletPageConfig.js';
import { walletPageCss } from './walletPageCss.js';
import { messages } from './messages.js';

/**
 * The dev wallet page served under `/wallet/`: paste a `wc:` link from the Foyer modal, approve
 * the session, then approve or decline each request (signatures and transactions with a public
 * dev key). For trying WalletConnect by hand on a fresh machine; never for real funds.
 */
async function main(root: HTMLElement): Promise<void> {
  const config = readWalletPageConfig(new URL(location.href));
  document.head.append(element('style', {}, walletPageCss));

  const status = element('p', { className: 'status', role: 'status', 'aria-live': 'polite', 'data-testid': 'wallet-page-status' }, messages.status.starting);
  const uriInput = element('input', { id: 'uri', type: 'text', autocomplete: 'off', spellcheck: 'false', placeholder: messages.page.pairPlaceholder, 'data-testid': 'wallet-page-uri' });
  const pairButton = element('button', { type: 'submit', 'data-testid': 'wallet-page-pair' }, messages.page.pair);
  const form = element('form', { className: 'card', 'aria-labelledby': 'pair-title' },
    element('h2', { id: 'pair-title' }, messages.page.pairTitle),
    element('label', { htmlFor: 'uri' }, messages.page.pairLabel),
    element('div', { className: 'row' }, uriInput, pairButton),
  );
  const proposals = element('section', { className: 'card', 'aria-labelledby': 'proposals-title' }, element('h2', { id: 'proposals-title' }, messages.page.proposalsTitle));
  const sessions = element('section', { className: 'card', 'aria-labelledby': 'sessions-title' }, element('h2', { id: 'sessions-title' }, messages.page.sessionsTitle));
  const requests = element('section', { className: 'card', 'aria-labelledby': 'requests-title' }, element('h2', { id: 'requests-title' }, messages.page.requestsTitle));
  const requestList = element('ol', { className: 'list', 'data-testid': 'wallet-page-requests' });
  requests.append(requestList);
  const sessionList = element('ul', { className: 'list' });
  sessions.append(sessionList);

  root.replaceChildren(
    element('div', { className: 'banner', role: 'note' },
      element('strong', {}, messages.page.bannerTitle),
      element('span', {}, messages.page.bannerText),
    ),
    element('h1', {}, messages.page.title),
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
              element('span', {}, messages.session.peer(session.peer.metadata.name, session.peer.metadata.url)),
              button(messages.page.disconnect, 'secondary', async () => {
                await wallet.disconnect(session.topic);
                say(messages.status.disconnected(session.peer.metadata.name));
              }),
            ),
          ),
        );
        if (list.length === 0) sessionList.append(element('li', { className: 'empty' }, messages.page.noSessions));
      },
    });
  } catch (error) {
    say(messages.status.startFailed(errorText(error), config.relayUrl), 'error');
    return;
  }
  say(messages.status.ready(wallet.address, config.accountIndex, config.relayUrl, config.rpcUrl));

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void (async () => {
      try {
        const uri = parsePairingUri(uriInput.value);
        pairButton.disabled = true;
        say(messages.status.pairing);
        await wallet.pair(uri);
        uriInput.value = '';
        say(messages.status.paired);
      } catch (error) {
        say(error instanceof InvalidPairingUriError ? error.message : messages.status.pairingFailed(errorText(error)), 'error');
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
      element('p', {}, ...messages.proposal.asksToConnect(element('strong', {}, proposer.metadata.name), proposer.metadata.url, chains.join(', ') || messages.proposal.noChain)),
    );
    card.append(
      element('div', { className: 'row' },
        button(messages.page.approve, 'primary', async () => {
          await wallet.approve(proposal);
          card.remove();
          say(messages.status.connected(proposer.metadata.name));
        }, 'wallet-page-approve'),
        button(messages.page.reject, 'secondary', async () => {
          await wallet.reject(proposal);
          card.remove();
          say(messages.status.rejected(proposer.metadata.name));
        }, 'wallet-page-reject'),
      ),
    );
    proposals.append(card);
    say(messages.status.proposal(proposer.metadata.name));
  }

  function showRequest(request: PageRequest): void {
    const { method, params } = request.params.request;
    const outcome = element('p', { className: 'outcome' });
    const actions = element('div', { className: 'row' });
    const item = element('li', { className: 'item' },
      element('p', {}, ...messages.request.onChain(element('strong', {}, method), request.params.chainId)),
      element('pre', {}, JSON.stringify(params, null, 2)),
      actions,
      outcome,
    );
    actions.append(
      button(messages.page.approve, 'primary', async () => {
        const result = await wallet.answer(request);
        actions.remove();
        outcome.textContent = messages.request.answered(JSON.stringify(result));
      }),
      button(messages.page.decline, 'secondary', async () => {
        await wallet.decline(request);
        actions.remove();
        outcome.textContent = messages.request.declined;
      }),
    );
    requestList.prepend(item);
    say(messages.status.newRequest(method));
  }
}

// The page's own template has #wallet-page; the build's minimal page has #root.
const root = document.getElementById('wallet-page') ?? document.getElementById('root');
if (root) void main(root);
