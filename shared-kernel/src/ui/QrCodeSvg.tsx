import { useMemo } from 'react';
import { qrModulesPath } from '../format/qrModulesPath.js';

/** The quiet zone around a QR code, in modules (the QR standard asks for 4). */
export const QR_QUIET_ZONE = 4;

export type QrCodeSvgProps = {
  /** The code's modules, `modules[y][x]`, as a QR encoder returns them (uqr: `encode(value).data`). */
  modules: readonly (readonly boolean[])[];
  /** Accessible name of the image. */
  label: string;
  className: string;
  testId?: string | undefined;
  /** Carried to the `<svg>` as they are (the encoded value for tests and copy, a state for CSS). */
  [dataAttribute: `data-${string}`]: string | number | boolean | undefined;
};

/**
 * A QR code as an inline SVG, crisp at any size, on a white quiet zone and coloured by `--foyer-qr-color`; the remote
 * that shows it encodes the value (the kernel carries no QR encoder).
 * @example
 * <QrCodeSvg modules={encode(uri, { ecc: 'M', border: 0 }).data} label="QR code" className="foyer-wc__qr" data-uri={uri} />
 */
export function QrCodeSvg({ modules, label, className, testId, ...dataAttributes }: QrCodeSvgProps) {
  const path = useMemo(() => qrModulesPath(modules), [modules]);
  const extent = modules.length + QR_QUIET_ZONE * 2;
  return (
    <svg
      className={className}
      data-testid={testId}
      {...dataAttributes}
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
