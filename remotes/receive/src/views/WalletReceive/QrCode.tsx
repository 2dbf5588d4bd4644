import { useMemo } from 'react';
import { encode, type QrCodeGenerateOptions } from 'uqr';
import { QrCodeSvg } from '@foyer/kernel';

/** Error correction M (15 %) and no border: the quiet zone is drawn by the SVG's viewBox. */
export const QR_OPTIONS: QrCodeGenerateOptions = { ecc: 'M', border: 0 };

export interface QrCodeProps {
  value: string;
  /** Accessible name of the image. */
  label: string;
  testId?: string;
}

/** `value` as a QR code: an inline SVG, crisp at any size, coloured by `--foyer-qr-color`. */
export function QrCode({ value, label, testId }: QrCodeProps) {
  const modules = useMemo(() => encode(value, QR_OPTIONS).data, [value]);
  return <QrCodeSvg modules={modules} label={label} className="foyer-receive__qr" testId={testId} data-address={value} data-size={modules.length} />;
}
