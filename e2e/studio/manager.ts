/**
 * What the manager tools' browser tests share: the site's manager route called as the Studio
 * calls it (with the lake's token), and the Studio's tools opened logged in.
 */
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { lakeToken, ports, studioUrl } from "./support";

/** A call of the site's /api/manager with the Studio user's token (the lake's). */
export async function managerApi<T>(
  request: APIRequestContext,
  method: "GET" | "POST" | "PATCH",
  apiPath: string,
  body?: unknown,
): Promise<T> {
  const response = await request.fetch(`http://127.0.0.1:${ports.site}/api/manager/${apiPath}`, {
    method,
    headers: { authorization: `Bearer ${lakeToken()}` },
    ...(body === undefined ? {} : { data: body }),
  });
  const json = (await response.json()) as { data: T };
  expect(response.status(), JSON.stringify(json)).toBeLessThan(300);
  return json.data;
}

/** Opens a Studio tool (its name is its path: prices, bookings, requests). */
export async function openTool(page: Page, tool: string): Promise<void> {
  const url = await studioUrl();
  await page.goto(url.replace("/#token=", `/${tool}#token=`));
}
