import { useMemo } from 'react';
import { encode, type QrCodeGenerateOptions } from 'uqr';
import { qrModulesPath } from '@foyer/kernel';
import { messages } from '../../messages.js';

/** Error correction M (15 %) and no border: the quiet zone is drawn by the SVG's viewBox. */
export const QR_OPTIONS: QrCodeGenerateOptions = { ecc: 'M', border: 0 };
/** The quiet zone around the code, in modules (the QR standard asks for 4). */
export const QR_QUIET_ZONE = 4;

export type PairingQrCodeProps = { uri: string; dimmed: boolean };

/** The pairing URI as a QR code (`wc-qr`, the URI in `data-uri`), an inline SVG. */
export function PairingQrCode({ uri, dimmed }: PairingQrCodeProps) {
  const { size, path } = useMemo(() => {
    const qr = encode(uri, QR_OPTIONS);
    return { size: qr.size, path: qrModulesPath(qr.data) };
  }, [uri]);
  const extent = size + QR_QUIET_ZONE * 2;
  return (
    <svg
      className="foyer-wc__qr"
      data-testid="wc-qr"
      data-uri={uri}
      data-size={size}
      data-dimmed={dimmed || undefined}
      role="img"
      aria-label={messages.pairingPanel.qrLabel}
      viewBox={`${-QR_QUIET_ZONE} ${-QR_QUIET_ZONE} ${extent} ${extent}`}
      shapeRendering="crispEdges"
    >
      <rect x={-QR_QUIET_ZONE} y={-QR_QUIET_ZONE} width={extent} height={extent} fill="#ffffff" />
      <path d={path} fill="var(--foyer-qr-color, #111827)" />
    </svg>
  );
}
