import { describe, expect, it } from "vitest";
import type { Tool } from "sanity";
import { toolsFor } from "./access";

const tool = (name: string) => ({ name, title: name, component: () => null }) as unknown as Tool;
const engine = [tool("prices"), tool("bookings"), tool("requests")];
const staff = [tool("staff")];
const user = (role: string) => ({ role, roles: [{ name: role, title: role }] });
const names = (tools: Tool[]) => tools.map((t) => t.name);

describe("the Studio's tools by role", () => {
  it("shows prices, bookings and requests to administrators and managers, staff to administrators", () => {
    expect(names(toolsFor(user("administrator"), { engine, staff }))).toEqual([
      "prices",
      "bookings",
      "requests",
      "staff",
    ]);
    expect(names(toolsFor(user("manager"), { engine, staff }))).toEqual(["prices", "bookings", "requests"]);
  });

  it("shows an editor, a Sanity developer or nobody none of them", () => {
    expect(toolsFor(user("editor"), { engine, staff })).toEqual([]);
    expect(toolsFor(user("developer"), { engine, staff })).toEqual([]);
    expect(toolsFor(null, { engine, staff })).toEqual([]);
  });
});
