import { useMemo } from 'react';
import { encode } from 'uqr';
import { QrCodeSvg } from '@foyer/kernel';

export type QrCodeProps = { value: string; label: string; testId?: string };

/** `value` as an inline SVG QR code (`data-uri` carries the value for tests and copy). */
export function QrCode({ value, label, testId }: QrCodeProps) {
  const modules = useMemo(() => encode(value, { ecc: 'M', border: 0 }).data, [value]);
  return <QrCodeSvg modules={modules} label={label} className="foyer-socials__qr" testId={testId} data-uri={value} />;
}
