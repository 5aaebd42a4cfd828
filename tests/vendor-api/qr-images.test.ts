/**
 * The QR images of a mail with ticket codes (vendor-api/src/modules/notification/qr-images.ts, docs/sales-contract.md
 * section 9): each reads back as its code, 240 px square, in shades of grey and about a kilobyte, so a flash sale's
 * confirmation mails stay cheap to draw and to send (docs/scale-contract.md section 11).
 */
import { createRequire } from "node:module";
import jsQR from "jsqr";
import { describe, expect, it } from "vitest";
import { withQrImages } from "../../vendor-api/src/modules/notification/qr-images";

/** pngjs, which qrcode draws with: it ships no types, and its reader answers any PNG as RGBA pixels. */
const { PNG } = createRequire(import.meta.url)("pngjs") as {
  PNG: { sync: { read(buffer: Buffer): { width: number; height: number; data: Buffer } } };
};

describe("QR images", () => {
  it("read back as their codes, one inline PNG each, grey and small", async () => {
    const codes = ["VC1.42.BKT123456789.k3Jd9s-LwQpZ0aXy", "VC1.42.BKT987654321.Zz8Qm2-PoU7tR1sV"];
    const { html, attachments } = await withQrImages("Your tickets", codes);
    expect(attachments.map(({ cid, filename, contentType }) => ({ cid, filename, contentType }))).toEqual([
      { cid: "ticket-1@vendor-console", filename: "ticket-1.png", contentType: "image/png" },
      { cid: "ticket-2@vendor-console", filename: "ticket-2.png", contentType: "image/png" },
    ]);
    expect(html).toContain('src="cid:ticket-2@vendor-console"');
    attachments.forEach(({ content }, index) => {
      const image = PNG.sync.read(content);
      expect([image.width, image.height]).toEqual([240, 240]);
      expect(jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data).toBe(codes[index]);
      // Grey, no alpha (IHDR colour type 0 at byte 25), and a kilobyte or so, not the 1.8 kB of colour and alpha.
      expect(content[25]).toBe(0);
      expect(content.length).toBeLessThan(1400);
    });
  });
});
