import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fieldMessages, startTestApi, type SessionHeaders, type TestApi } from "./support/api";
import { JPEG_BYTES, PNG_BASE64 } from "./support/catalogue";

let api: TestApi;
let demo: SessionHeaders;
let fresh: SessionHeaders;
let other: SessionHeaders;

beforeAll(async () => {
  api = await startTestApi();
  demo = (await api.login("admin", "admin123")).headers;
  fresh = (await api.login("newvendor", "vendor123")).headers;
  other = (await api.login("other", "other123")).headers;
});
afterAll(() => api?.close());

const upload = (data: string, headers = fresh, name = "image.png") => api.post("/file/upload", { name, data }, headers);

describe("file upload", () => {
  it("stores a PNG and a JPEG, typed by content, and serves the bytes back", async () => {
    const png = await upload(PNG_BASE64, fresh, "photo.jpg");
    expect(png.status.code).toBe(0);
    expect(png.result).toMatchObject({
      contentType: "image/png",
      name: "photo.jpg",
      url: `/file/get?id=${png.result.id}`,
    });
    const jpeg = await upload(`data:image/jpeg;base64,${JPEG_BYTES.toString("base64")}`);
    expect(jpeg.result).toMatchObject({ contentType: "image/jpeg", size: JPEG_BYTES.length });
    const served = await api.raw({
      method: "GET",
      url: "/file/get",
      query: { id: String(png.result.id), timestamp: "1" },
      headers: fresh,
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.rawPayload.equals(Buffer.from(PNG_BASE64, "base64"))).toBe(true);
  });

  it("rejects other content whatever the name, with the rule's message", async () => {
    const gif = Buffer.from("GIF89a\x01\x00\x01\x00", "latin1").toString("base64");
    expect(await upload(gif, fresh, "fake.png")).toEqual({
      status: { code: 20001, msg: "Only .png .jpg .jpeg can be upload!", key: "file.type" },
      result: { fields: [{ field: "data", rule: "file.type", message: "Only .png .jpg .jpeg can be upload!" }] },
    });
    expect((await upload(Buffer.from("<svg/>").toString("base64"))).status.code).toBe(20001);
    expect(fieldMessages(await upload(""))).toEqual({ data: "Required" });
  });

  it("rejects 5 MB and more with 'Only support uploading file less than 5MB'", async () => {
    const big = Buffer.alloc(5 * 1024 * 1024);
    Buffer.from(PNG_BASE64, "base64").copy(big);
    const envelope = await upload(big.toString("base64"));
    expect(envelope.status).toEqual({
      code: 20001,
      msg: "Only support uploading file less than 5MB",
      key: "file.tooLarge",
      params: { mb: 5 },
    });
  });

  it("serves a file only to its tenant", async () => {
    const mine = (await upload(PNG_BASE64)).result;
    const answer = await api.raw({
      method: "GET",
      url: "/file/get",
      query: { id: String(mine.id), timestamp: "1" },
      headers: demo,
    });
    expect(answer.json().status.code).toBe(20404);
  });
});

describe("tags", () => {
  const thumbnail = async (headers = fresh) => (await upload(PNG_BASE64, headers)).result.id as number;

  it("requires a name and a thumbnail; names are unique per tenant", async () => {
    expect(fieldMessages(await api.post("/tag/add", { name: " " }, fresh))).toEqual({
      name: "Required",
      thumbnailFileId: "Required",
    });
    const added = await api.post("/tag/add", { name: "Family", thumbnailFileId: await thumbnail() }, fresh);
    expect(added.result).toMatchObject({ name: "Family", tripCount: 0, version: 1 });
    const again = await api.post("/tag/add", { name: "Family", thumbnailFileId: await thumbnail() }, fresh);
    expect(again.status).toEqual({ code: 20001, msg: "Tag name already exist", key: "tag.nameExists" });
    // Demo Tours has a "Family" tag too: uniqueness is per tenant.
    expect((await api.post("/tag/list", { pageNum: 1, pageSize: 20, name: "fam" }, demo)).result.total).toBe(1);
  });

  it("refuses another tenant's file as thumbnail with 20404", async () => {
    const foreign = await thumbnail(demo);
    expect((await api.post("/tag/add", { name: "Foreign", thumbnailFileId: foreign }, fresh)).status.code).toBe(20404);
  });

  it("renames with version, refuses a stale one and a taken name, and deletes", async () => {
    const tag = (await api.post("/tag/add", { name: "Outdoor", thumbnailFileId: await thumbnail() }, fresh)).result;
    const renamed = await api.post(
      "/tag/edit",
      { id: tag.id, version: 1, name: "Outdoors", thumbnailFileId: tag.thumbnailFileId },
      fresh,
    );
    expect(renamed.result).toMatchObject({ name: "Outdoors", version: 2 });
    const stale = await api.post(
      "/tag/edit",
      { id: tag.id, version: 1, name: "X", thumbnailFileId: tag.thumbnailFileId },
      fresh,
    );
    expect(stale.status.code).toBe(10008);
    const taken = await api.post(
      "/tag/edit",
      { id: tag.id, version: 2, name: "Family", thumbnailFileId: tag.thumbnailFileId },
      fresh,
    );
    expect(fieldMessages(taken)).toEqual({ name: "Tag name already exist" });
    expect((await api.post("/tag/delete", { id: tag.id, version: 1 }, fresh)).status.code).toBe(10008);
    expect((await api.post("/tag/delete", { id: tag.id }, other)).status.code).toBe(20404);
    expect((await api.post("/tag/delete", { id: tag.id, version: 2 }, fresh)).status.code).toBe(0);
    expect(
      (await api.post("/tag/edit", { id: tag.id, version: 2, name: "Y", thumbnailFileId: tag.thumbnailFileId }, fresh))
        .status.code,
    ).toBe(20404);
  });

  it("allows at most 20 tags", async () => {
    const { total } = (await api.post("/tag/list", { pageNum: 1, pageSize: 20 }, fresh)).result;
    const file = await thumbnail();
    for (let i = total; i < 20; i++) {
      expect((await api.post("/tag/add", { name: `Tag ${i}`, thumbnailFileId: file }, fresh)).status.code).toBe(0);
    }
    const over = await api.post("/tag/add", { name: "One too many", thumbnailFileId: file }, fresh);
    expect(over).toEqual({
      status: { code: 20001, msg: "At most 20 tags", key: "tag.limit", params: { max: 20 } },
      result: { fields: [{ field: "tags", rule: "tag.limit", params: { max: 20 }, message: "At most 20 tags" }] },
    });
    expect((await api.post("/tag/list", { pageNum: 2, pageSize: 15 }, fresh)).result).toMatchObject({ total: 20 });
  });

  it("counts trips per tag and removes a deleted tag from its trips", async () => {
    const tags = (await api.post("/tag/list", { pageNum: 1, pageSize: 20 }, demo)).result.list;
    const bus = tags.find((tag: { name: string }) => tag.name === "Bus");
    expect(bus.tripCount).toBe(2);
    expect((await api.post("/tag/delete", { id: bus.id }, demo)).status.code).toBe(0);
    const trips = (await api.post("/trip/list", { pageNum: 1, pageSize: 5, code: "BUS-NYC-BOS" }, demo)).result.list;
    expect(trips[0].tagIds).not.toContain(bus.id);
  });
});
