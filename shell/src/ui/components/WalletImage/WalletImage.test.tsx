import { IMAGE_PRELOAD_TIMEOUT_MS } from '@foyer/kernel';
import { act, fireEvent, render } from '@testing-library/react';
import { WalletImage } from './WalletImage.js';

afterEach(() => jest.useRealTimers());

const SRC = 'https://api.foyer.test/getWalletImage/abc';
const state = (container: HTMLElement) => container.querySelector<HTMLElement>('.foyer-wallet-image')?.dataset.state;

describe('WalletImage', () => {
  test('shows the image once it loads', () => {
    const { container } = render(<WalletImage src={SRC} name="MetaMask" />);
    expect(state(container)).toBe('loading');
    fireEvent.load(container.querySelector('img')!);
    expect(state(container)).toBe('loaded');
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  test('falls back to a monogram when the image fails', () => {
    const { container } = render(<WalletImage src={SRC} name="Trust Wallet" />);
    fireEvent.error(container.querySelector('img')!);
    expect(state(container)).toBe('failed');
    expect(container.textContent).toBe('TW');
    expect(container.querySelector('img')).toBeNull();
  });

  test(`falls back to a monogram when the image has not loaded after ${IMAGE_PRELOAD_TIMEOUT_MS} ms`, () => {
    jest.useFakeTimers();
    const { container } = render(<WalletImage src={SRC} name="Phantom" />);
    act(() => void jest.advanceTimersByTime(IMAGE_PRELOAD_TIMEOUT_MS - 1));
    expect(state(container)).toBe('loading');
    act(() => void jest.advanceTimersByTime(1));
    expect(container.textContent).toBe('P');
  });

  test.each([
    ['an EIP-6963 data URI', 'data:image/svg+xml;base64,PHN2Zy8+', 'loading'],
    ['a javascript: URL', 'javascript:alert(1)', 'failed'],
    ['an HTML data URI', 'data:text/html,<script>alert(1)</script>', 'failed'],
    ['no image', undefined, 'failed'],
  ])('%s', (_case, src, expected) => {
    const { container } = render(<WalletImage src={src} name="Foyer Dev Wallet" />);
    expect(state(container)).toBe(expected);
  });

  test('a new source starts loading again', () => {
    const { container, rerender } = render(<WalletImage src={SRC} name="MetaMask" />);
    fireEvent.error(container.querySelector('img')!);
    rerender(<WalletImage src={`${SRC}2`} name="MetaMask" />);
    expect(state(container)).toBe('loading');
  });
});
