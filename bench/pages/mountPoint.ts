/** The page's `#root` element (the bench HTML template has one); created when missing. */
export function mountPoint(): HTMLElement {
  const existing = document.getElementById('root');
  if (existing) return existing;
  const root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  return root;
}
