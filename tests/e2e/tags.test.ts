/** The Tags screen against the real stack: its own uniquely named tag is created, renamed and deleted. */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { screenshot, useBrowser } from "./support/browser";
import { expectFits } from "./support/layout";
import { signIn } from "./support/login";

const suffix = Date.now().toString(36).toUpperCase();
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGOQqzgBAAIWAV+8KCb8AAAAAElFTkSuQmCC",
  "base64",
);

const table = (page: Page) => page.getByRole("table", { name: "Tags" });
const row = (page: Page, name: string) => table(page).getByRole("row").filter({ hasText: name });

async function openTags(page: Page) {
  await signIn(page, "admin");
  await page.goto("/trip/tags_list");
  await page.getByRole("heading", { name: "Tags", level: 1 }).waitFor();
  await row(page, "Outdoor").waitFor();
}

async function uploadThumbnail(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent("filechooser");
  await page
    .getByRole("dialog")
    .getByRole("button", { name: /Upload image|Replace image/ })
    .click();
  await (await chooser).setFiles(file);
}

describe("tags", () => {
  const browser = useBrowser();

  it("creates a tag with a thumbnail, refusing a missing thumbnail and a taken name", async () => {
    const { page } = browser;
    const name = `E2E Tag ${suffix}`;
    await openTags(page);
    await screenshot(page, "tags-1280");

    await page.getByRole("button", { name: "Create Tag" }).click();
    const dialog = page.getByRole("dialog", { name: "Create tag" });
    await dialog.waitFor();
    // A taken name is refused as it is typed.
    await dialog.getByRole("textbox", { name: "Name" }).fill("Outdoor");
    await dialog.getByText("Tag name already exist").waitFor();

    await dialog.getByRole("textbox", { name: "Name" }).fill(name);
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.getByText("Required").waitFor();

    // A file that is not an image changes nothing.
    await uploadThumbnail(page, { name: "notes.png", mimeType: "image/png", buffer: Buffer.from("plain text") });
    await dialog.getByText("Only .png .jpg .jpeg can be upload!").waitFor();
    await uploadThumbnail(page, { name: "thumb.png", mimeType: "image/png", buffer: PNG });
    await dialog.getByRole("button", { name: "Replace image" }).waitFor();
    await screenshot(page, "tags-create-dialog");
    await dialog.getByRole("button", { name: "Save" }).click();

    await page.getByText(`Tag ${name} created`).waitFor();
    await dialog.waitFor({ state: "detached" });
    await row(page, name).getByRole("img", { name }).waitFor();
    await expect(row(page, name).getByRole("cell").nth(2).textContent()).resolves.toBe("0");
  });

  it("renames a tag, then deletes it after confirmation", async () => {
    const { page } = browser;
    const name = `E2E Rename ${suffix}`;
    const renamed = `E2E Renamed ${suffix}`;
    await openTags(page);
    await page.getByRole("button", { name: "Create Tag" }).click();
    const create = page.getByRole("dialog", { name: "Create tag" });
    await create.getByRole("textbox", { name: "Name" }).fill(name);
    await uploadThumbnail(page, { name: "thumb.png", mimeType: "image/png", buffer: PNG });
    await create.getByRole("button", { name: "Replace image" }).waitFor();
    await create.getByRole("button", { name: "Save" }).click();
    await row(page, name).waitFor();

    await page.getByRole("button", { name: `Actions for ${name}` }).click();
    await page.getByRole("menuitem", { name: "Edit" }).click();
    const edit = page.getByRole("dialog", { name: `Edit tag ${name}` });
    await expect(edit.getByRole("textbox", { name: "Name" }).inputValue()).resolves.toBe(name);
    // Another tag's name is refused; its own is not.
    await edit.getByRole("textbox", { name: "Name" }).fill("Family");
    await edit.getByText("Tag name already exist").waitFor();
    await edit.getByRole("textbox", { name: "Name" }).fill(renamed);
    await edit.getByRole("button", { name: "Save" }).click();
    await page.getByText(`Tag ${renamed} saved`).waitFor();
    await row(page, renamed).waitFor();
    await expect(row(page, name).count()).resolves.toBe(0);

    await page.getByRole("button", { name: `Actions for ${renamed}` }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete this tag?" });
    await confirm.getByText(`${renamed} is not on any trip`).waitFor();
    await screenshot(page, "tags-delete-confirm");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await page.getByText(`Tag ${renamed} deleted`).waitFor();
    await row(page, renamed).waitFor({ state: "detached" });
  });

  it("filters by name in the URL", async () => {
    const { page } = browser;
    await openTags(page);
    await page.getByRole("textbox", { name: "Name" }).fill("night");
    await page.getByRole("textbox", { name: "Name" }).press("Enter");
    await page.waitForURL(/name=night/);
    await expect.poll(() => row(page, "Outdoor").count()).toBe(0);
    await row(page, "Night life").waitFor();
  });
});

describe("tags at 800 px", () => {
  const browser = useBrowser({ width: 800, height: 800 });

  it("keeps the list and its actions usable", async () => {
    const { page } = browser;
    await openTags(page);
    await screenshot(page, "tags-800");
    await expectFits(page, { screen: "Tags" });
    await page.getByRole("button", { name: "Actions for Outdoor" }).click();
    await page.getByRole("menuitem", { name: "Edit" }).click();
    await page.getByRole("dialog", { name: "Edit tag Outdoor" }).waitFor();
    await expectFits(page, { screen: "Edit tag" });
    await screenshot(page, "tags-edit-800");
  });
});
