import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { selectCurrentRoute } from '@foyer/kernel';
import { forgetSocialPopup } from '../../socialPopup';
import { fakePopup } from '../../test-utils/fakePopup';
import { renderWithStore } from '@foyer/kernel/test';
import { SOCIALS_STORE } from '../../test-utils/socialsStore';
import { ConnectSocials } from './ConnectSocials';

expect.extend(toHaveNoViolations);

afterEach(() => {
  forgetSocialPopup();
  jest.restoreAllMocks();
});

test('one button per configured provider, in the configured order', () => {
  renderWithStore(<ConnectSocials />, { ...SOCIALS_STORE, features: { socials: ['discord', 'google', 'x'] } });
  expect(screen.getAllByRole('button').map((button) => button.getAttribute('data-testid'))).toEqual([
    'social-discord',
    'social-google',
    'social-x',
  ]);
});

test('a provider opens the 600x800 popup in the click and shows ConnectingSocial', async () => {
  const user = userEvent.setup();
  const { open } = fakePopup();
  const { store } = renderWithStore(<ConnectSocials />, SOCIALS_STORE);
  await user.click(screen.getByTestId('social-github'));
  expect(open).toHaveBeenCalledWith('', 'foyer-social-login', expect.stringContaining('width=600,height=800'));
  expect(selectCurrentRoute(store.getState())).toEqual({ view: 'ConnectingSocial', data: { provider: 'github' } });
});

test('farcaster opens ConnectingFarcaster, without a popup', async () => {
  const user = userEvent.setup();
  const { open } = fakePopup();
  const { store } = renderWithStore(<ConnectSocials />, SOCIALS_STORE);
  await user.click(screen.getByTestId('social-farcaster'));
  expect(open).not.toHaveBeenCalled();
  expect(selectCurrentRoute(store.getState())).toEqual({ view: 'ConnectingFarcaster' });
});

test('renders nothing while pay is on, or without providers', () => {
  renderWithStore(<ConnectSocials />, { ...SOCIALS_STORE, features: { socials: ['google'], pay: true } });
  renderWithStore(<ConnectSocials />, { ...SOCIALS_STORE, features: { socials: false } });
  expect(screen.queryAllByRole('button')).toEqual([]);
});

test('has no accessibility violations', async () => {
  const { container } = renderWithStore(<ConnectSocials />, SOCIALS_STORE);
  expect(await axe(container)).toHaveNoViolations();
});
