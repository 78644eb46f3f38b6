/** The e-mails' contacts (hotel.ts `contactsOf`): configured over the seed's, English never the seed's placeholder. */
import { describe, expect, it } from "vitest";
import { contactsOf, DEFAULT_CONTACTS } from "./hotel";

describe("the hotel's contacts in e-mails", () => {
  it("are the seed's until configured, in both languages", () => {
    expect(contactsOf({})).toEqual(DEFAULT_CONTACTS);
  });

  it("give English e-mails the configured name and address when their English forms are not set", () => {
    const contacts = contactsOf({ name: "Балтийская дюна", address: "Зеленоградск, ул. Морская, 1" });
    expect(contacts).toMatchObject({
      name: "Балтийская дюна",
      nameEn: "Балтийская дюна",
      address: "Зеленоградск, ул. Морская, 1",
      addressEn: "Зеленоградск, ул. Морская, 1",
    });
  });

  it("take the English forms where they are set", () => {
    const contacts = contactsOf({ name: "Балтийская дюна", nameEn: "Baltic Dune", addressEn: undefined });
    expect(contacts.nameEn).toBe("Baltic Dune");
    expect(contacts.addressEn).toBe(DEFAULT_CONTACTS.addressEn);
  });
});
