import { useMemo } from 'react';
import { encode } from 'uqr';
import { qrModulesPath } from '@foyer/kernel';

/** The quiet zone around the code, in modules (the QR standard asks for 4). */
const QUIET_ZONE = 4;

export type QrCodeProps = { value: string; label: string; testId?: string };

/** `value` as an inline SVG QR code (`data-uri` carries the value for tests and copy). */
export function QrCode({ value, label, testId }: QrCodeProps) {
  const { size, path } = useMemo(() => {
    const qr = encode(value, { ecc: 'M', border: 0 });
    return { size: qr.size, path: qrModulesPath(qr.data) };
  }, [value]);
  const extent = size + QUIET_ZONE * 2;
  return (
    <svg
      className="foyer-socials__qr"
      data-testid={testId}
      data-uri={value}
      role="img"
      aria-label={label}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${extent} ${extent}`}
      shapeRendering="crispEdges"
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={extent} height={extent} fill="#ffffff" />
      <path d={path} fill="var(--foyer-qr-color, #111827)" />
    </svg>
  );
}
