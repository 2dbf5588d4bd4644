import { useMemo } from 'react';
import { encode, type QrCodeGenerateOptions } from 'uqr';
import { qrModulesPath } from '@foyer/kernel';

/** Error correction M (15 %) and no border: the quiet zone is drawn by the SVG's viewBox. */
export const QR_OPTIONS: QrCodeGenerateOptions = { ecc: 'M', border: 0 };
/** The quiet zone around the code, in modules (the QR standard asks for 4). */
export const QR_QUIET_ZONE = 4;

export interface QrCodeProps {
  value: string;
  /** Accessible name of the image. */
  label: string;
  testId?: string;
}

/** `value` as a QR code: an inline SVG, crisp at any size, coloured by `--foyer-qr-color`. */
export function QrCode({ value, label, testId }: QrCodeProps) {
  const { size, path } = useMemo(() => {
    const qr = encode(value, QR_OPTIONS);
    return { size: qr.size, path: qrModulesPath(qr.data) };
  }, [value]);
  const extent = size + QR_QUIET_ZONE * 2;
  return (
    <svg
      className="foyer-receive__qr"
      data-testid={testId}
      data-address={value}
      data-size={size}
      role="img"
      aria-label={label}
      viewBox={`${-QR_QUIET_ZONE} ${-QR_QUIET_ZONE} ${extent} ${extent}`}
      shapeRendering="crispEdges"
    >
      <rect x={-QR_QUIET_ZONE} y={-QR_QUIET_ZONE} width={extent} height={extent} fill="#ffffff" />
      <path d={path} fill="var(--foyer-qr-color, #111827)" />
    </svg>
  );
}
