/** A stand-in for the window `window.open` returns: records where it was sent, can be closed (or `null`: blocked). */
export function fakePopup({ blocked = false }: { blocked?: boolean } = {}) {
  const popup = {
    closed: false,
    location: { href: 'about:blank' },
    close: jest.fn(() => {
      popup.closed = true;
    }),
  };
  const open = jest.spyOn(window, 'open').mockImplementation(() => (blocked ? null : (popup as unknown as Window)));
  return { popup, open };
}
