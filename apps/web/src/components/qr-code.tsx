import QRCode from "qrcode";
import { useEffect, useState } from "react";

/** A QR code of `value`, drawn in the browser as an SVG image with a text alternative. */
export function QrCode({ value, label, size = 160 }: { value: string; label: string; size?: number }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    QRCode.toString(value, { type: "svg", margin: 1, errorCorrectionLevel: "M" })
      .then((svg) => {
        if (!cancelled) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => {
        if (!cancelled) setSrc(null);
      });
    return () => {
      cancelled = true;
    };
  }, [value]);
  if (!src) return <div style={{ width: size, height: size }} aria-hidden="true" />;
  return <img src={src} alt={label} width={size} height={size} style={{ background: "#fff", display: "block" }} />;
}
