/**
 * A message's QR codes as a mail reader shows them (docs/sales-contract.md section 9): an HTML part with the text and
 * one image per code, each a PNG attached inline (`cid:`), which mail readers show where they block `data:` images.
 * The plain text stays the first part and carries every code as text, for readers without HTML.
 */
import QRCode from "qrcode";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** pngjs's options, which qrcode hands to it as they are (its types name only the deflate ones). */
type PngOptions = NonNullable<QRCode.QRCodeToBufferOptions["rendererOpts"]> & { filterType: number; colorType: number };

/**
 * The image of a code, 240 px square, in shades of grey with each row stored as its difference from the row above
 * (PNG filter 2), which a code's repeated rows turn into zeros. By default the encoder keeps colour and alpha and tries
 * each of the five filters on every row: a larger image for more work, which a flash sale's confirmation mails pay
 * for while the sale goes on (figures: docs/scale-contract.md section 11).
 */
const QR_IMAGE: QRCode.QRCodeToBufferOptions = {
  errorCorrectionLevel: "M",
  margin: 2,
  width: 240,
  rendererOpts: { filterType: 2, colorType: 0 } as PngOptions,
};

export interface QrImageParts {
  html: string;
  attachments: Array<{ filename: string; cid: string; content: Buffer; contentType: string }>;
}

export async function withQrImages(text: string, qrCodes: string[]): Promise<QrImageParts> {
  const attachments = await Promise.all(
    qrCodes.map(async (code, index) => ({
      filename: `ticket-${index + 1}.png`,
      cid: `ticket-${index + 1}@vendor-console`,
      contentType: "image/png",
      content: await QRCode.toBuffer(code, QR_IMAGE),
    })),
  );
  const images = attachments.map(
    ({ cid }, index) =>
      `<p><img src="cid:${cid}" width="180" height="180" alt="${escapeHtml(qrCodes[index])}"><br>` +
      `<code>${escapeHtml(qrCodes[index])}</code></p>`,
  );
  const html =
    `<!doctype html><html><body><pre style="font-family:inherit;white-space:pre-wrap">${escapeHtml(text)}</pre>` +
    `${images.join("")}</body></html>`;
  return { html, attachments };
}
