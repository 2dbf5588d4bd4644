import { useMemo } from 'react';
import { encode, type QrCodeGenerateOptions } from 'uqr';
import { QrCodeSvg } from '@foyer/kernel';
import { messages } from '../../messages.js';

/** Error correction M (15 %) and no border: the quiet zone is drawn by the SVG's viewBox. */
export const QR_OPTIONS: QrCodeGenerateOptions = { ecc: 'M', border: 0 };

export type PairingQrCodeProps = { uri: string; dimmed: boolean };

/** The pairing URI as a QR code (`wc-qr`, the URI in `data-uri`), an inline SVG. */
export function PairingQrCode({ uri, dimmed }: PairingQrCodeProps) {
  const modules = useMemo(() => encode(uri, QR_OPTIONS).data, [uri]);
  return (
    <QrCodeSvg
      modules={modules}
      label={messages.pairingPanel.qrLabel}
      className="foyer-wc__qr"
      testId="wc-qr"
      data-uri={uri}
      data-size={modules.length}
      data-dimmed={dimmed || undefined}
    />
  );
}
