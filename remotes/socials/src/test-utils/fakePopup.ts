/** A stand-in for the popup window `window.open` returns: records where it was sent, can be closed. */
export function fakePopup() {
  const popup = {
    closed: false,
    location: { href: 'about:blank' },
    close: jest.fn(() => {
      popup.closed = true;
    }),
  };
  const open = jest.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  return { popup, open, window: popup as unknown as Window };
}
