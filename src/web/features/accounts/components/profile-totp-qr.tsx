import { useMemo } from 'react';
import { encode } from 'uqr';

/**
 * The otpauth:// URI as a QR code, drawn as one SVG path (a rectangle per run of dark modules).
 * Always dark on white, in both themes, so every authenticator app can read it. Default export:
 * the two-factor setup loads it (and uqr) only when someone turns two-factor on.
 */
export default function TotpQr({ uri }: { uri: string }) {
  const { size, path } = useMemo(() => {
    const qr = encode(uri, { ecc: 'M', border: 3 });
    let d = '';
    qr.data.forEach((row, y) => {
      for (let x = 0; x < row.length; x++) {
        if (!row[x]) continue;
        const start = x;
        while (row[x + 1]) x++;
        d += `M${start} ${y}h${x - start + 1}v1h-${x - start + 1}z`;
      }
    });
    return { size: qr.size, path: d };
  }, [uri]);

  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label="QR code to scan with your authenticator app"
      shapeRendering="crispEdges"
      className="size-52 rounded-md border"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
