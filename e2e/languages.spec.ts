// The portal's two languages in the browser: a French browser gets the sign-in page in French, the
// sign-in page's switch changes it for this browser, and a user's choice in My account turns the
// whole portal French, follows them to another browser at sign-in, and turns it back to English.
import { expect, test } from "@playwright/test";
import { expectSignedIn, signIn, throwawayUser } from "./fixtures";

test("a French browser gets the sign-in page in French; the switch changes it", async ({ browser }) => {
  const context = await browser.newContext({ locale: "fr-FR" });
  const page = await context.newPage();
  await page.goto("/signin");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-FR");
  await expect(page.getByRole("heading", { name: "Connexion" })).toBeVisible();
  await expect(page.getByLabel("Mot de passe")).toBeVisible();
  await expect(page).toHaveTitle(/Connexion/);

  // The switch names each language in itself, and keeps the choice for this browser.
  await page.getByRole("button", { name: "English" }).click();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
  await page.reload();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await page.getByRole("button", { name: "Français" }).click();
  await expect(page.getByRole("heading", { name: "Connexion" })).toBeVisible();
  await context.close();
});

test("a user picks Français in My account: the portal, and their next sign-in, are French until they pick English", async ({
  browser,
  page,
  request,
}) => {
  const user = await throwawayUser(request, "agent");
  await signIn(page, user.email, user.password, "/account");
  const nav = page.getByRole("navigation", { name: "Main" }).first();
  await expect(page.getByRole("heading", { name: "My account" })).toBeVisible();

  await page.getByRole("combobox", { name: "Language" }).selectOption("fr");
  await page.getByRole("button", { name: "Save language" }).click();
  await expect(page.getByRole("heading", { name: "Mon compte" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-FR");
  await expect(page.getByText("Enregistré : Français.")).toBeVisible();
  await page.goto("/bookings");
  await expect(page.getByRole("navigation", { name: "Principale" }).first()).toBeVisible();

  // Another browser, in English: the user's choice comes with them at sign-in.
  const elsewhere = await (await browser.newContext({ locale: "en-GB" })).newPage();
  await elsewhere.goto("/signin?callbackUrl=%2Faccount");
  await expect(elsewhere.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await elsewhere.getByLabel("Email").fill(user.email);
  await elsewhere.getByLabel("Password").fill(user.password);
  await elsewhere.getByRole("button", { name: "Sign in" }).click();
  await expect(elsewhere.getByRole("heading", { name: "Mon compte" })).toBeVisible();
  await expect(elsewhere.getByRole("combobox", { name: "Langue" })).toHaveValue("fr");

  // Back to English.
  await page.goto("/account");
  await page.getByRole("combobox", { name: "Langue" }).selectOption("en");
  await page.getByRole("button", { name: "Enregistrer la langue" }).click();
  await expect(page.getByRole("heading", { name: "My account" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
  await expect(nav).toBeVisible();
  await expectSignedIn(page);
});
