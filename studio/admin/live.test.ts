import { describe, expect, it } from "vitest";
import { arrivals, counterLabel, counterText, mailtoHref, phoneText, telHref } from "./live";

const item = (id: string, createdAt: string) => ({ id, createdAt });

describe("arrivals: what came into a live list since its earlier answers", () => {
  const first = [item("b", "2026-11-28T10:05:00.000Z"), item("a", "2026-11-28T10:00:00.000Z")];

  it("marks nothing in a list's first answer: it was there before the tool opened", () => {
    const { seen, arrived } = arrivals(undefined, first);
    expect(arrived).toEqual([]);
    expect([...seen.ids]).toEqual(["b", "a"]);
    expect(seen.newest).toBe(Date.parse("2026-11-28T10:05:00.000Z"));
  });

  it("marks an item created after the newest shown, once", () => {
    const { seen } = arrivals(undefined, first);
    const next = [item("c", "2026-11-28T10:07:00.000Z"), ...first];
    const second = arrivals(seen, next);
    expect(second.arrived).toEqual(["c"]);
    expect(arrivals(second.seen, next).arrived).toEqual([]);
  });

  it("does not mark an older item that only moved into the list (its status changed)", () => {
    const { seen } = arrivals(undefined, first);
    expect(arrivals(seen, [item("old", "2026-11-20T09:00:00.000Z"), ...first]).arrived).toEqual([]);
  });

  it("marks anything coming into a list that was empty", () => {
    const { seen } = arrivals(undefined, []);
    expect(seen.newest).toBeUndefined();
    expect(arrivals(seen, [item("x", "2026-11-28T11:00:00.000Z")]).arrived).toEqual(["x"]);
  });

  it("keeps the newest when items leave the list", () => {
    const { seen } = arrivals(undefined, first);
    const after = arrivals(seen, [first[1]!]);
    expect(after.arrived).toEqual([]);
    expect(after.seen.newest).toBe(seen.newest);
  });
});

describe("the count of new requests beside «Заявки»", () => {
  it("shows nothing without new requests or an answer, the number up to 99, then 99+", () => {
    expect(counterText(undefined)).toBe("");
    expect(counterText(0)).toBe("");
    expect(counterText(1)).toBe("1");
    expect(counterText(99)).toBe("99");
    expect(counterText(100)).toBe("99+");
    expect(counterLabel(3)).toBe("Новых заявок: 3");
  });
});

describe("contacts as links", () => {
  it("calls the number in E.164 without spaces, an 11-digit number from 8 as +7", () => {
    expect(telHref("+79001112233")).toBe("tel:+79001112233");
    expect(telHref("+7 (900) 111-22-33")).toBe("tel:+79001112233");
    expect(telHref("8 900 111 22 33")).toBe("tel:+79001112233");
    expect(telHref("+442079460958")).toBe("tel:+442079460958");
    expect(telHref("—")).toBeUndefined();
  });

  it("shows a stored E.164 number the way people write it", () => {
    expect(phoneText("+79001112233")).toBe("+7 900 111 22 33");
    expect(phoneText("8 900 111 22 33")).toBe("8 900 111 22 33");
  });

  it("writes to an address, and leaves what is no address as text", () => {
    expect(mailtoHref("maria@example.ru")).toBe("mailto:maria@example.ru");
    expect(mailtoHref(" maria@example.ru ")).toBe("mailto:maria@example.ru");
    expect(mailtoHref("")).toBeUndefined();
    expect(mailtoHref("нет")).toBeUndefined();
  });
});
