/** The overlay, the dialog card, its header, body transitions, toast and alert. */
export const modalCss = `
.foyer-overlay {
  position: fixed; inset: 0; z-index: var(--foyer-z-index);
  display: flex; align-items: center; justify-content: center;
  padding: 16px;
  background: var(--foyer-overlay);
  -webkit-backdrop-filter: blur(2px); backdrop-filter: blur(2px);
  animation: foyer-fade-in var(--foyer-duration-view) ease-out;
  overflow-y: auto;
}
/* The closed modal standing by for its first open: laid out, never painted or hit; the open animations start when it shows. */
.foyer-overlay[data-state="standby"] { visibility: hidden; pointer-events: none; }
.foyer-overlay[data-state="standby"], .foyer-overlay[data-state="standby"] .foyer-card { animation: none; }
.foyer-root[data-embedded="true"] .foyer-overlay {
  position: static; padding: 0; background: none; backdrop-filter: none; -webkit-backdrop-filter: none; animation: none;
}
.foyer-card {
  position: relative;
  width: 100%; max-width: var(--foyer-modal-width);
  display: flex; flex-direction: column;
  background: var(--foyer-background);
  border-radius: var(--foyer-radius-modal);
  box-shadow: var(--foyer-shadow), inset 0 0 0 1px var(--foyer-border);
  animation: foyer-card-in var(--foyer-duration-view) ease-out;
  outline: none;
  overflow: hidden;
}
/* Never taller than the window: the header stays, the body scrolls. */
.foyer-root:not([data-embedded="true"]) .foyer-card { max-height: calc(100vh - 32px); max-height: calc(100dvh - 32px); }
.foyer-root[data-embedded="true"] .foyer-card { animation: none; box-shadow: inset 0 0 0 1px var(--foyer-border); }
.foyer-card[data-shake="true"] { animation: foyer-shake var(--foyer-duration-shake) cubic-bezier(0.36, 0.07, 0.19, 0.97) both; }

.foyer-header {
  display: grid; grid-template-columns: 36px 1fr 36px; align-items: center; gap: 8px;
  padding: 14px 14px 6px;
}
.foyer-header__title {
  text-align: center; font-size: var(--foyer-font-size-l); font-weight: 600;
  white-space: nowrap; overflow: hidden; text-overflow: ellipsis;
  animation: foyer-fade-in 120ms ease-out;
}
.foyer-header__spacer { width: 36px; height: 36px; }

.foyer-body {
  position: relative;
  flex: 0 1 auto; min-height: 0;
  overflow-x: hidden; overflow-y: auto; overscroll-behavior: contain;
  transition: height var(--foyer-duration-height) ease;
}
.foyer-view {
  padding: 8px 16px 20px;
  animation: foyer-view-in var(--foyer-duration-view) ease-out;
}

.foyer-loading {
  position: absolute; inset: 0; z-index: 2;
  display: flex; align-items: center; justify-content: center;
  background: color-mix(in srgb, var(--foyer-background) 70%, transparent);
  color: var(--foyer-accent);
  animation: foyer-fade-in var(--foyer-duration-view) ease-out;
}

.foyer-toast-region {
  position: absolute; inset-inline: 0; bottom: 16px; z-index: 3; height: 0;
  pointer-events: none;
}
.foyer-toast {
  position: absolute; left: 50%; bottom: 0; transform: translate(-50%, 0);
  display: inline-flex; align-items: center; gap: 8px; max-width: calc(100% - 32px);
  padding-block: 8px; padding-inline: 10px 14px;
  border-radius: 999px;
  background: var(--foyer-foreground); color: var(--foyer-background);
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.18);
  font-size: var(--foyer-font-size-s); font-weight: 500;
  animation: foyer-toast-in var(--foyer-duration-view) ease-out;
  pointer-events: auto;
}
.foyer-toast__icon { display: inline-flex; }
.foyer-toast[data-variant="success"] .foyer-toast__icon { color: var(--foyer-success); }
.foyer-toast[data-variant="error"] .foyer-toast__icon { color: var(--foyer-error); }
.foyer-toast[data-variant="info"] .foyer-toast__icon { color: var(--foyer-info); }
.foyer-toast__message { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }

.foyer-alert {
  display: flex; align-items: flex-start; gap: 10px;
  margin: 4px 16px 8px; padding-block: 10px; padding-inline: 12px 10px;
  border-radius: var(--foyer-radius-l);
  background: color-mix(in srgb, var(--foyer-error) 10%, var(--foyer-background));
  color: var(--foyer-foreground);
  box-shadow: inset 0 0 0 1px color-mix(in srgb, var(--foyer-error) 25%, transparent);
}
.foyer-alert[data-variant="warning"] {
  background: color-mix(in srgb, var(--foyer-warning) 12%, var(--foyer-background));
  box-shadow: inset 0 0 0 1px color-mix(in srgb, var(--foyer-warning) 30%, transparent);
}
.foyer-alert[data-variant="info"] {
  background: color-mix(in srgb, var(--foyer-info) 10%, var(--foyer-background));
  box-shadow: inset 0 0 0 1px color-mix(in srgb, var(--foyer-info) 25%, transparent);
}
.foyer-alert__icon { display: inline-flex; padding-top: 1px; color: var(--foyer-error); }
.foyer-alert[data-variant="warning"] .foyer-alert__icon { color: var(--foyer-warning); }
.foyer-alert[data-variant="info"] .foyer-alert__icon { color: var(--foyer-info); }
.foyer-alert__text { flex: 1; min-width: 0; }
.foyer-alert__title { font-weight: 600; font-size: var(--foyer-font-size-m); }
.foyer-alert__body { margin-top: 2px; font-size: var(--foyer-font-size-s); color: var(--foyer-foreground-muted); }
.foyer-alert-floating {
  position: fixed; top: 16px; left: 50%; transform: translateX(-50%); z-index: var(--foyer-z-index);
  width: min(var(--foyer-modal-width), calc(100vw - 32px));
  background: var(--foyer-background); border-radius: var(--foyer-radius-l); box-shadow: var(--foyer-shadow);
}
.foyer-alert-floating .foyer-alert { margin: 0; }

@media (max-width: 430px) {
  .foyer-root:not([data-embedded="true"]) .foyer-overlay { align-items: flex-end; padding: 0; }
  .foyer-root:not([data-embedded="true"]) .foyer-card {
    max-width: none;
    border-radius: var(--foyer-radius-modal) var(--foyer-radius-modal) 0 0;
    padding-bottom: env(safe-area-inset-bottom);
    max-height: calc(100dvh - 16px);
  }
}
`;
