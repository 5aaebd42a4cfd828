/** Tags and files through the gateway against the real vendor API, including the `GET /files/:id` route. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fieldMessages, loginAs } from "./support/graphql-client";
import { PNG_BASE64, startCatalogueStack, type CatalogueStack } from "./support/catalogue";

let stack: CatalogueStack;
beforeAll(async () => {
  stack = await startCatalogueStack();
});
afterAll(async () => {
  await stack?.close();
});

const UPLOAD = /* GraphQL */ `
  mutation Upload($name: String!, $data: String!) {
    uploadFile(name: $name, dataBase64: $data) {
      id
      name
      contentType
      size
      url
      createTime
    }
  }
`;
const TAGS = /* GraphQL */ `
  query Tags($page: PageInput, $filter: TagFilter) {
    tags(page: $page, filter: $filter) {
      total
      page
      pageSize
      items {
        id
        name
        thumbnailFileId
        thumbnailUrl
        tripCount
        version
      }
    }
  }
`;
const CREATE_TAG = /* GraphQL */ `
  mutation CreateTag($input: TagInput!) {
    createTag(input: $input) {
      id
      name
      thumbnailUrl
      tripCount
      version
    }
  }
`;

async function upload(token = stack.admin, data = PNG_BASE64, name = "pixel.png") {
  const result = await stack.run(UPLOAD, { name, data }, token);
  return result;
}

describe("files", () => {
  it("uploads a PNG and serves it back through /files/:id with the session", async () => {
    const result = await upload();
    expect(result.errors).toBeUndefined();
    const file = result.data!.uploadFile;
    expect(file).toMatchObject({
      name: "pixel.png",
      contentType: "image/png",
      size: Buffer.from(PNG_BASE64, "base64").length,
    });
    expect(file.url).toBe(`/files/${file.id}`);

    const response = await fetch(`${stack.url}${file.url}`, { headers: { authorization: `Bearer ${stack.admin}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toContain("private");
    expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(PNG_BASE64, "base64"))).toBe(true);
  });

  it("refuses a text file named .png, naming the argument", async () => {
    const result = await upload(stack.admin, Buffer.from("just some text").toString("base64"), "notes.png");
    expect(result.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect(fieldMessages(result.errors?.[0])).toEqual({ dataBase64: "Only .png .jpg .jpeg can be upload!" });
  });

  it("accepts a GraphQL body of several megabytes (a large upload reaches the vendor API's own size rule)", async () => {
    const bytes = Buffer.alloc(5 * 1024 * 1024 + 10);
    Buffer.from(PNG_BASE64, "base64").copy(bytes);
    const result = await upload(stack.admin, bytes.toString("base64"), "big.png");
    expect(result.status).toBe(200);
    expect(result.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect(result.errors?.[0].extensions?.fields).toEqual([
      {
        field: "dataBase64",
        rule: "file.tooLarge",
        params: { mb: 5 },
        message: "Only support uploading file less than 5MB",
      },
    ]);
  });

  it("needs a session on /files/:id and shows only the tenant's own files", async () => {
    const file = (await upload()).data!.uploadFile;
    expect((await fetch(`${stack.url}${file.url}`)).status).toBe(401);
    const forged = await fetch(`${stack.url}${file.url}`, { headers: { authorization: "Bearer v1.forged" } });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ error: { code: "UNAUTHENTICATED" } });

    const other = await loginAs(stack.url, "other", "other123");
    const foreign = await fetch(`${stack.url}${file.url}`, { headers: { authorization: `Bearer ${other}` } });
    expect(foreign.status).toBe(404);
    const missing = await fetch(`${stack.url}/files/999999`, { headers: { authorization: `Bearer ${stack.admin}` } });
    expect(missing.status).toBe(404);
  });

  it("refuses uploads to the sales agent", async () => {
    const agent = await loginAs(stack.url, "agent", "agent123");
    expect((await upload(agent)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
  });
});

describe("tags", () => {
  it("lists, filters and pages the demo tags", async () => {
    const all = (await stack.run(TAGS, {})).data!.tags;
    expect(all.items.map((tag: { name: string }) => tag.name)).toEqual([
      "Family",
      "Outdoor",
      "Night life",
      "Food",
      "Bus",
    ]);
    expect(all).toMatchObject({ total: 5, page: 1, pageSize: 20 });
    expect(all.items[0].thumbnailUrl).toBe(`/files/${all.items[0].thumbnailFileId}`);
    const food = (await stack.run(TAGS, { filter: { name: "oo" } })).data!.tags.items;
    expect(food.map((tag: { name: string }) => tag.name)).toEqual(["Outdoor", "Food"]);
    const second = (await stack.run(TAGS, { page: { number: 2, size: 2 } })).data!.tags;
    expect(second.items.map((tag: { name: string }) => tag.name)).toEqual(["Night life", "Food"]);
  });

  it("creates, renames (stale version refused) and deletes a tag", async () => {
    const file = (await upload()).data!.uploadFile;
    const created = await stack.run(CREATE_TAG, { input: { name: "Sunset", thumbnailFileId: file.id } });
    expect(created.errors).toBeUndefined();
    const tag = created.data!.createTag;
    expect(tag).toMatchObject({ name: "Sunset", tripCount: 0, version: 1, thumbnailUrl: file.url });

    const duplicate = await stack.run(CREATE_TAG, { input: { name: "Sunset", thumbnailFileId: file.id } });
    expect(fieldMessages(duplicate.errors?.[0])).toEqual({ name: "Tag name already exist" });
    const tooLong = await stack.run(CREATE_TAG, { input: { name: "x".repeat(51), thumbnailFileId: file.id } });
    expect(fieldMessages(tooLong.errors?.[0])).toEqual({ name: "No more than 50 characters" });

    const UPDATE = /* GraphQL */ `
      mutation UpdateTag($id: ID!, $version: Int!, $input: TagInput!) {
        updateTag(id: $id, version: $version, input: $input) {
          name
          version
        }
      }
    `;
    const renamed = await stack.run(UPDATE, {
      id: tag.id,
      version: 1,
      input: { name: "Dusk", thumbnailFileId: file.id },
    });
    expect(renamed.data!.updateTag).toEqual({ name: "Dusk", version: 2 });
    const stale = await stack.run(UPDATE, {
      id: tag.id,
      version: 1,
      input: { name: "Dawn", thumbnailFileId: file.id },
    });
    expect(stale.errors?.[0].extensions?.code).toBe("STALE_DATA");

    const DELETE = /* GraphQL */ `
      mutation DeleteTag($id: ID!, $version: Int) {
        deleteTag(id: $id, version: $version)
      }
    `;
    expect((await stack.run(DELETE, { id: tag.id, version: 2 })).data).toEqual({ deleteTag: true });
    const names = (await stack.run(TAGS, {})).data!.tags.items.map((item: { name: string }) => item.name);
    expect(names).not.toContain("Dusk");
  });

  it("stops at 20 tags per tenant", async () => {
    const vendor = await loginAs(stack.url, "newvendor", "vendor123");
    const file = (await upload(vendor)).data!.uploadFile;
    for (let i = 1; i <= 20; i++) {
      const result = await stack.run(CREATE_TAG, { input: { name: `Tag ${i}`, thumbnailFileId: file.id } }, vendor);
      expect(result.errors).toBeUndefined();
    }
    const over = await stack.run(CREATE_TAG, { input: { name: "Tag 21", thumbnailFileId: file.id } }, vendor);
    // The vendor API's key and params come through as the field's rule and params.
    expect(over.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", upstreamCode: 20001 });
    expect(over.errors?.[0].extensions?.fields).toEqual([
      { field: "tags", rule: "tag.limit", params: { max: 20 }, message: "At most 20 tags" },
    ]);
  });

  it("refuses tags to the sales agent", async () => {
    const agent = await loginAs(stack.url, "agent", "agent123");
    const result = await stack.run(TAGS, {}, agent);
    expect(result.errors?.[0].extensions).toMatchObject({
      code: "FORBIDDEN",
      requiredPermission: { type: "page", url: "tags_list" },
    });
  });
});
