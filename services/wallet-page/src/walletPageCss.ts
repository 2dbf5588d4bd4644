/** The page's styles (no framework, readable in light and dark). */
export const walletPageCss = `
:root { color-scheme: light dark; font-family: system-ui, sans-serif; }
body { margin: 0; }
#wallet-page { max-width: 720px; margin: 0 auto; padding: 0 16px 48px; }
.banner {
  display: flex; flex-direction: column; gap: 6px; margin: 0 -16px 16px; padding: 20px 16px;
  background: #b91c1c; color: #ffffff; text-align: center;
}
.banner strong { font-size: 28px; letter-spacing: 0.02em; }
.status { padding: 8px 12px; border-radius: 8px; background: rgba(37, 99, 235, 0.1); overflow-wrap: anywhere; }
.status[data-tone='error'] { background: rgba(220, 38, 38, 0.12); color: #b91c1c; }
.card { margin: 16px 0; padding: 16px; border: 1px solid rgba(127, 127, 127, 0.35); border-radius: 12px; }
.card h2 { margin: 0 0 12px; font-size: 18px; }
.row { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
label { display: block; margin-bottom: 6px; font-size: 14px; }
input { flex: 1 1 320px; min-width: 0; padding: 8px 10px; font: inherit; font-family: ui-monospace, monospace; font-size: 13px; }
button { padding: 8px 14px; border-radius: 8px; border: 1px solid transparent; font: inherit; cursor: pointer; }
button.primary, button[type='submit'] { background: #2563eb; color: #ffffff; }
button.secondary { background: transparent; border-color: rgba(127, 127, 127, 0.6); color: inherit; }
button:disabled { opacity: 0.5; cursor: default; }
button:focus-visible, input:focus-visible { outline: 2px solid #2563eb; outline-offset: 2px; }
.list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 10px; }
.list > li { display: flex; flex-direction: column; gap: 6px; }
.item { padding: 10px; border-radius: 8px; background: rgba(127, 127, 127, 0.1); }
.item p { margin: 0; overflow-wrap: anywhere; }
pre { margin: 0; padding: 8px; overflow: auto; font-size: 12px; background: rgba(127, 127, 127, 0.12); border-radius: 6px; }
.outcome { font-family: ui-monospace, monospace; font-size: 12px; }
.empty { opacity: 0.7; }
`;
