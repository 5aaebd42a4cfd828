/**
 * A QR code as an SVG data URL. Drawn in the gateway rather than in the browser, so the console ships no QR encoder
 * (a two-factor key's, a ticket code's in a development mail).
 */
export async function qrCodeDataUrl(text: string): Promise<string> {
  // Loaded on first use: a gateway that draws none keeps the encoder's half megabyte off its heap
  // (docs/scale-contract.md section 4).
  const { default: QRCode } = await import("qrcode");
  const svg = await QRCode.toString(text, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}
