import { IMAGE_PRELOAD_TIMEOUT_MS } from '@foyer/kernel';
import { useEffect, useState } from 'react';
import { isSafeImageSrc } from './isSafeImageSrc.js';
import { monogram } from './monogram.js';

export type WalletImageProps = {
  /** Catalogue image URL (`walletImageUrl`) or the connector's own icon (EIP-6963 data URI). */
  src?: string | null | undefined;
  name: string;
  size?: number;
};

/**
 * A wallet icon. Falls back to a monogram when the image fails, is not a safe URL, or has not
 * loaded within `IMAGE_PRELOAD_TIMEOUT_MS`. Decorative: the surrounding control names the wallet.
 */
export function WalletImage({ src, name, size = 40 }: WalletImageProps) {
  if (!isSafeImageSrc(src)) return <Monogram name={name} size={size} />;
  return <LoadingImage key={src} src={src} name={name} size={size} />;
}

function LoadingImage({ src, name, size }: { src: string; name: string; size: number }) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');

  useEffect(() => {
    if (state !== 'loading') return;
    const timer = setTimeout(() => setState('failed'), IMAGE_PRELOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [state]);

  if (state === 'failed') return <Monogram name={name} size={size} />;
  return (
    <span className="foyer-wallet-image" data-state={state} aria-hidden="true" style={{ width: size, height: size }}>
      <img
        src={src}
        alt=""
        width={size}
        height={size}
        decoding="async"
        draggable={false}
        onLoad={() => setState('loaded')}
        onError={() => setState('failed')}
      />
    </span>
  );
}

function Monogram({ name, size }: { name: string; size: number }) {
  const { initials, hue } = monogram(name);
  return (
    <span
      className="foyer-wallet-image foyer-wallet-image--monogram"
      data-state="failed"
      aria-hidden="true"
      // Lightness 28 %: white initials keep 4.9:1 or more on every hue (WCAG 1.4.3).
      style={{ width: size, height: size, background: `hsl(${hue} 62% 28%)`, fontSize: Math.round(size * 0.38) }}
    >
      {initials}
    </span>
  );
}
