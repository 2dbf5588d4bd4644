import type { ReactNode } from 'react';
import { WalletImage } from '../WalletImage/WalletImage.js';

export type WalletRowTag = { label: string; tone?: 'accent' | 'success' | 'neutral' };

export type WalletRowProps = {
  /** `wallet-<walletId or connectorId>`. */
  testId: string;
  name: string;
  imageSrc?: string | undefined;
  tag?: WalletRowTag | undefined;
  /** Replaces the wallet image (e.g. the All wallets mosaic). */
  icon?: ReactNode;
  onSelect: () => void;
};

/** A full-width wallet button: 40 px icon, name and an optional tag ("Installed", "Recent"). */
export function WalletRow({ testId, name, imageSrc, tag, icon, onSelect }: WalletRowProps) {
  return (
    <button type="button" className="foyer-wallet-row" data-testid={testId} onClick={onSelect}>
      {icon ?? <WalletImage src={imageSrc} name={name} size={40} />}
      <span className="foyer-wallet-row__name">{name}</span>
      {tag ? (
        <span className={`foyer-tag${tag.tone && tag.tone !== 'neutral' ? ` foyer-tag--${tag.tone}` : ''}`}>
          {tag.label}
        </span>
      ) : null}
    </button>
  );
}
