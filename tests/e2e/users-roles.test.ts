/**
 * User List and Role List against the real stack, each test on a fresh tenant of its own (`createTenant`): the demo's
 * accounts, which other browser tests rely on, keep their roles. A second browser context plays the user whose
 * roles the administrator changes, with their console open.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { LESS_MOTION, screenshot, useBrowser, type BrowserSession } from "./support/browser";
import { errorOf } from "./support/form";
import { expectFits } from "./support/layout";
import type { Credentials } from "./support/accounts";
import { login, signIn } from "./support/login";
import { openInApp, screenTitle } from "./support/navigation";
import { staffHolding, unique } from "./support/staff";
import { createTenant } from "./support/vendor-admin";

const sidebar = (page: Page) => page.getByRole("navigation", { name: "Main navigation" });

async function openList(page: Page, path: string, title: string) {
  await page.goto(path);
  await page.getByRole("heading", { name: title, level: 1 }).waitFor();
  await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
}

async function rowAction(page: Page, name: string, action: string) {
  await page.getByRole("button", { name: `Actions for ${name}`, exact: true }).click();
  await page.getByRole("menuitem", { name: action }).click();
}

async function saveAndClose(dialog: Locator) {
  await dialog.getByRole("button", { name: "Save" }).click();
  await dialog.waitFor({ state: "hidden" });
}

async function addRole(page: Page, name: string, pages: readonly string[]) {
  await page.getByRole("button", { name: "Add Role" }).first().click();
  const form = page.getByRole("dialog", { name: "Add role" });
  await form.getByLabel("Role name").fill(name);
  await saveAndClose(form);
  await rowAction(page, name, "Assign Resources");
  const tree = page.getByRole("dialog", { name: `Assign resources to ${name}` });
  for (const title of pages) await tree.getByRole("checkbox", { name: title, exact: true }).check();
  return tree;
}

async function addUser(page: Page, user: { username: string; password: string; role: string }) {
  await page.getByRole("button", { name: "Add User" }).first().click();
  const form = page.getByRole("dialog", { name: "Add user" });
  await form.getByLabel("User name").fill(user.username);
  await form.getByLabel("First name").fill("Dana");
  await form.getByLabel("Last name").fill("Desk");
  await form.getByRole("textbox", { name: "Password" }).fill(user.password);
  await form.getByRole("checkbox", { name: user.role, exact: true }).check();
  await saveAndClose(form);
  await page.getByRole("cell", { name: user.username, exact: true }).waitFor();
}

/** The same console in another browser: the user whose account the administrator changes. */
async function openSecondConsole(browser: BrowserSession, account: Credentials): Promise<Page> {
  const context = await browser.context.browser()!.newContext({
    viewport: { width: 1280, height: 800 },
    baseURL: browser.consoleUrl,
    ...LESS_MOTION,
  });
  const page = await context.newPage();
  await login(page, account);
  return page;
}

describe("users and roles", () => {
  const browser = useBrowser();

  it("a role edit reaches its holder's open console at their next request, and forbidding them ends it", async () => {
    const { page } = browser;
    const admin = await createTenant("access");
    await signIn(page, admin);
    await openList(page, "/system/role_list", "Role List");

    const tree = await addRole(page, "Desk", ["Company Information", "Tags", "Setup Guide"]);
    // A page is granted without its actions: each action is checked on its own.
    await expect(tree.getByRole("checkbox", { name: "Create Tag" }).isChecked()).resolves.toBe(false);
    await tree.getByText("3 pages and no actions").waitFor();
    await tree.getByRole("checkbox", { name: "Edit Tag" }).check();
    await tree.getByText("3 pages and 1 action").waitFor();
    await saveAndClose(tree);

    await openList(page, "/system/user_list", "User List");
    await page.getByRole("button", { name: "Add User" }).first().click();
    const form = page.getByRole("dialog", { name: "Add user" });
    const desk = { username: unique("desk"), password: "desk1234" };
    await form.getByLabel("User name").fill(desk.username);
    await form.getByLabel("First name").fill("Dana");
    await form.getByLabel("Last name").fill("Desk");
    await form.getByRole("textbox", { name: "Password" }).fill(desk.password);
    await form.getByRole("checkbox", { name: "Desk", exact: true }).check();
    await saveAndClose(form);
    await page.getByRole("cell", { name: desk.username, exact: true }).waitFor();

    const deskPage = await openSecondConsole(browser, desk);
    await sidebar(deskPage).getByRole("link", { name: "Tags" }).waitFor();

    // The administrator takes Tags away from the role while the desk user's console is open.
    await openList(page, "/system/role_list", "Role List");
    await rowAction(page, "Desk", "Assign Resources");
    const edit = page.getByRole("dialog", { name: "Assign resources to Desk" });
    await edit.getByRole("checkbox", { name: "Tags", exact: true }).uncheck();
    await saveAndClose(edit);

    // Their next request is refused: the screen gives way to 401 and the menu drops the entry it offered.
    await sidebar(deskPage).getByRole("link", { name: "Tags" }).click();
    await deskPage.waitForURL("**/401");
    await expect.poll(() => sidebar(deskPage).getByRole("link", { name: "Tags" }).count()).toBe(0);
    await sidebar(deskPage).getByRole("link", { name: "Company Information" }).waitFor();

    // Forbidding the user ends their sessions: the open console goes to the session-ended flow.
    await openList(page, "/system/user_list", "User List");
    await rowAction(page, desk.username, "Edit");
    const userForm = page.getByRole("dialog", { name: `Edit user ${desk.username}` });
    await userForm.getByText("Forbidden", { exact: true }).click();
    await saveAndClose(userForm);
    await page
      .getByRole("row", { name: new RegExp(desk.username) })
      .getByText("Forbidden")
      .waitFor();
    await sidebar(deskPage).getByRole("link", { name: "Company Information" }).click();
    await deskPage.getByText("Verification failed, please login again").first().waitFor();
    await deskPage.waitForURL("**/login**");
    await deskPage.context().close();
  });

  // Apart from the role edit above, which ran close to its limit with it on a loaded machine.
  it("asks for each field of a new user before sending, and refuses a taken user name at the field", async () => {
    const { page } = browser;
    const admin = await createTenant("new-user");
    await signIn(page, admin);
    await openList(page, "/system/user_list", "User List");
    // Nothing filled: each rule at its field, nothing sent.
    await page.getByRole("button", { name: "Add User" }).first().click();
    const form = page.getByRole("dialog", { name: "Add user" });
    await form.getByRole("button", { name: "Save" }).click();
    await expect(errorOf(form.getByLabel("User name"))).resolves.toContain("Required");
    await expect(errorOf(form.getByLabel("First name"))).resolves.toContain("Please enter first name");
    await form.getByText("Select at least one role").waitFor();
    await form.getByRole("textbox", { name: "Password" }).fill("12345");
    await form.getByRole("button", { name: "Save" }).click();
    // PasswordInput marks its input with data-invalid only: the message is read as text.
    await form.getByText("Password must be 6 to 128 characters").waitFor();
    // The user name is unique across tenants: the server's refusal lands at the field.
    await form.getByLabel("User name").fill(admin.username);
    await form.getByLabel("First name").fill("Dana");
    await form.getByLabel("Last name").fill("Desk");
    await form.getByRole("textbox", { name: "Password" }).fill("desk1234");
    await form.getByRole("checkbox", { name: "Administrator", exact: true }).check();
    await form.getByRole("button", { name: "Save" }).click();
    await expect(errorOf(form.getByLabel("User name"))).resolves.toContain("User name already exists");
  });

  it("refuses what would lock the tenant out, at the field or in the dialog, and keeps a history", async () => {
    const { page } = browser;
    const admin = await createTenant("safety");
    await signIn(page, admin);
    await openList(page, "/system/user_list", "User List");

    await rowAction(page, admin.username, "Edit");
    const self = page.getByRole("dialog", { name: `Edit user ${admin.username}` });
    // A new tenant's first user has no names yet: the form asks for them like any edit.
    await self.getByLabel("First name").fill("Ada");
    await self.getByLabel("Last name").fill("Admin");
    await self.getByText("Forbidden", { exact: true }).click();
    await self.getByRole("button", { name: "Save" }).click();
    await self.getByText("You cannot forbid or delete your own account").waitFor();
    await self.getByRole("button", { name: "Cancel" }).click();
    await page
      .getByRole("dialog", { name: /unsaved/i })
      .getByRole("button", { name: /leave|discard/i })
      .click();

    await rowAction(page, admin.username, "Delete");
    const confirm = page.getByRole("dialog", { name: "Delete this user?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await confirm.getByRole("alert").getByText("You cannot forbid or delete your own account").waitFor();
    await confirm.getByRole("button", { name: "Cancel" }).click();

    // Removing one's own user management from one's own role is refused in the tree's dialog.
    await openList(page, "/system/role_list", "Role List");
    await rowAction(page, "Administrator", "Assign Resources");
    const tree = page.getByRole("dialog", { name: "Assign resources to Administrator" });
    await tree.getByText("This role holds every page and action").waitFor();
    await tree.getByRole("checkbox", { name: "User List", exact: true }).uncheck();
    await tree.getByRole("button", { name: "Save" }).click();
    await tree
      .getByText(/You cannot remove your own user or role management|The tenant must keep an active user/)
      .waitFor();
    await tree.getByRole("button", { name: "Cancel" }).click();
    await page
      .getByRole("dialog", { name: /unsaved/i })
      .getByRole("button", { name: /leave|discard/i })
      .click();

    // A held role says by how many users before anything is sent.
    await rowAction(page, "Administrator", "Delete");
    const held = page.getByRole("dialog", { name: "Delete this role?" });
    await held.getByText("The role is held by 1 user.").waitFor();
    await expect(held.getByRole("button", { name: "Delete" }).count()).resolves.toBe(0);
    await held.getByRole("button", { name: "OK" }).click();

    await addRole(page, "Audited", ["Trip List"]).then(saveAndClose);
    await rowAction(page, "Audited", "History");
    const history = page.getByRole("dialog", { name: "History of Audited" });
    await history.getByText(admin.username).first().waitFor();
    await page.keyboard.press("Escape");
    await history.waitFor({ state: "hidden" });

    // A role nobody holds is deleted after the confirmation.
    await rowAction(page, "Audited", "Delete");
    const unused = page.getByRole("dialog", { name: "Delete this role?" });
    await unused.getByText("Audited will be deleted.").waitFor();
    await unused.getByRole("button", { name: "Delete" }).click();
    await unused.waitFor({ state: "hidden" });
    await expect.poll(() => page.getByRole("cell", { name: "Audited", exact: true }).count()).toBe(0);
  });

  it("makes a user whose password was reset choose a new one before anything else", async () => {
    const { page } = browser;
    const admin = await createTenant("reset");
    await signIn(page, admin);
    await openList(page, "/system/user_list", "User List");
    const user = { username: unique("reset"), password: "first123" };
    await addUser(page, { ...user, role: "Administrator" });

    await rowAction(page, user.username, "Reset Password");
    const reset = page.getByRole("dialog", { name: `Reset the password of ${user.username}` });
    await reset.getByLabel("New password").fill("12345");
    await reset.getByRole("button", { name: "Reset Password" }).click();
    await reset.getByText("Password must be 6 to 128 characters").waitFor();
    await reset.getByLabel("New password").fill("reset123");
    await reset.getByRole("button", { name: "Reset Password" }).click();
    await reset.waitFor({ state: "hidden" });

    const other = await openSecondConsole(browser, { username: user.username, password: "reset123" });
    const dialog = other.getByRole("dialog", { name: "Change Password" });
    await dialog.getByText("An administrator reset your password").waitFor();
    // Nothing else is offered: no menu, no screen, and the dialog does not close.
    await expect(sidebar(other).getByRole("link").count()).resolves.toBe(0);
    await other.keyboard.press("Escape");
    await expect(dialog.isVisible()).resolves.toBe(true);
    await expect(dialog.getByRole("button", { name: "Cancel" }).count()).resolves.toBe(0);
    await screenshot(other, "users-forced-password-change-1280");
    await dialog.getByLabel("Old password").fill("reset123");
    await dialog.getByLabel("New password").fill("mine1234");
    await dialog.getByRole("button", { name: "Submit" }).click();
    await other.waitForURL("**/login**");

    await login(other, { username: user.username, password: "mine1234" });
    await expect(other.getByRole("dialog", { name: "Change Password" }).count()).resolves.toBe(0);
    await sidebar(other).getByRole("link").first().waitFor();
    await other.context().close();
  });

  it("offers no reset of one's own password, and refuses a lesser user manager's reset of the administrator", async () => {
    const { page } = browser;
    const admin = await createTenant("takeover");
    await signIn(page, admin);
    await openList(page, "/system/role_list", "Role List");
    await addRole(page, "User editors", ["User List", "Edit User"]).then(saveAndClose);
    await openList(page, "/system/user_list", "User List");
    const editor = { username: unique("editor"), password: "edit1234" };
    await addUser(page, { ...editor, role: "User editors" });

    await page.getByRole("button", { name: `Actions for ${admin.username}`, exact: true }).click();
    await page.getByRole("menuitem", { name: "Edit" }).waitFor();
    await expect(page.getByRole("menuitem", { name: "Reset Password" }).count()).resolves.toBe(0);
    await page.keyboard.press("Escape");

    const other = await openSecondConsole(browser, editor);
    await openList(other, "/system/user_list", "User List");
    await rowAction(other, admin.username, "Reset Password");
    const reset = other.getByRole("dialog", { name: `Reset the password of ${admin.username}` });
    await reset.getByLabel("New password").fill("pwned123");
    await reset.getByRole("button", { name: "Reset Password" }).click();
    await reset.getByText("You cannot change a user who holds permissions you do not hold").waitFor();
    await screenshot(other, "users-reset-above-refused-1280");
    await other.context().close();
  });
});

/**
 * Both lists and the Assign Resources tree at 1280 and 800 px, one test per language. The tenant, its role and its user
 * are made once through the API: what the screens look like with rows, not how the rows were added (tested above).
 */
describe("User List and Role List layout", () => {
  const browser = useBrowser();
  let admin: Credentials;

  beforeAll(async () => {
    admin = await createTenant("layout");
    await staffHolding(admin, "Front desk", [
      { type: "PAGE", url: "order_list" },
      { type: "PAGE", url: "refund_order_list" },
    ]);
  });

  it.each(["en", "zh"] as const)(
    "lays out both lists and the Assign Resources tree at 1280 and 800 px (%s)",
    async (language) => {
      const { page } = browser;
      await signIn(page, admin);
      await page.goto("/system/user_list");
      if (language === "zh") {
        await page.getByRole("button", { name: "Language" }).click();
        await page.getByRole("menuitem", { name: "中文" }).click();
      }
      for (const width of [1280, 800]) {
        await page.setViewportSize({ width, height: 800 });
        for (const screen of ["user_list", "role_list"]) {
          await openInApp(page, `/system/${screen}`, screenTitle(`/system/${screen}`, language));
          // Not a count of busy tables falling to 0: that holds before the screen's table exists, and skeleton rows
          // are rows too.
          await page.getByRole("table").and(page.locator('[aria-busy="false"]')).waitFor();
          await screenshot(page, `${screen}-${language}-${width}`);
          await expectFits(page, { screen: `${screen} in ${language}` });
        }
        await page.getByRole("button", { name: /Actions for Front desk|Front desk 的操作/ }).click();
        await page.getByRole("menuitem", { name: /Assign Resources|分配资源/ }).click();
        const tree = page.getByRole("dialog");
        await tree.getByRole("checkbox").first().waitFor();
        await expectFits(page, { screen: `Assign Resources in ${language}` });
        await screenshot(page, `role-resources-${language}-${width}`);
        await page.keyboard.press("Escape");
        await tree.waitFor({ state: "hidden" });
      }
    },
  );
});
