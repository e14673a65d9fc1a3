import { ServerSideUtils } from "facebook-nodejs-business-sdk";
import { hashedContact, metaUserFields, sha256Hex } from "@/lib/conversions/normalise";

/**
 * Our Meta user_data against Meta's own server-side SDK (facebook-nodejs-business-sdk's ServerSideUtils), for
 * inputs as visitors type them: spacing, case, accents, punctuation, ZIP+4, "+1" and brackets in phones.
 */
const sdk = (value: string, field: string) => ServerSideUtils.normalizeAndHash(value, field);

describe("Meta user data, as Meta's SDK normalises and hashes it", () => {
  it.each([
    [" ANA ", "Doral", "FL", "33172", "US"],
    ["José", " New York ", " ny ", "10001-4321", "us"],
    ["Zoë Ann", "St. Louis", "MO", " 63101 ", "US"],
    ["Ólafur", "Winston-Salem", "N.C.", "27101", "US"],
    ["Brontë", "Coeur d'Alene (Downtown)", "ID", "83814", "US"],
    ["Jean", "Montréal", "QC", "H2X 1Y4", "CA"],
  ])("hashes fn %j, ct %j, st %j, zp %j and country %j as the SDK does", (firstName, city, state, zip, country) => {
    const ours = metaUserFields({ firstName, city, state, postalCode: zip, country }, "a@b.co");
    expect(ours.fn).toEqual([sdk(firstName, "fn")]);
    expect(ours.ct).toEqual([sdk(city, "ct")]);
    expect(ours.st).toEqual([sdk(state, "st")]);
    expect(ours.zp).toEqual([sdk(zip, "zp")]);
    expect(ours.country).toEqual([sdk(country, "country")]);
  });

  it.each([
    [" Test@Example.COM ", "+1 (305) 871-2345"],
    ["ana.perez+quotes@gmail.com", "+13058712345"],
    ["Jose.Luis@Correo.MX", "+52 55 1234 5678"],
    ["o'brien@example.ie", "+44 20 7946 0958"],
  ])("hashes em %j and ph %j as the SDK does", (email, phone) => {
    const ours = hashedContact(email, phone, null);
    expect(ours.email).toBe(sdk(email, "em"));
    expect(ours.phoneDigits).toBe(sdk(phone, "ph"));
  });

  it("adds the US country code to a number typed without one, which the SDK cannot know", () => {
    expect(hashedContact("a@b.co", "(305) 871-2345", "US").phoneDigits).toBe(sdk("+1 305 871 2345", "ph"));
  });

  it("sends the external_id hashed, the same for a lead and its booking, and not the e-mail's own hash", () => {
    const lead = metaUserFields({}, " Ana@Example.com");
    const booking = metaUserFields({ firstName: "Ana" }, "ana@example.com ");
    expect(lead.external_id).toEqual([sha256Hex("shiplux:ana@example.com")]);
    expect(booking.external_id).toEqual(lead.external_id);
    expect(lead.external_id).not.toContain(sdk("ana@example.com", "em"));
  });

  it("leaves out what the lead does not have, rather than hashing an empty string", () => {
    expect(metaUserFields({ firstName: " ", city: "", postalCode: "1", country: "USA" }, "not an e-mail")).toEqual({
      fn: undefined,
      ct: undefined,
      st: undefined,
      zp: undefined,
      country: undefined,
      external_id: undefined,
    });
  });
});
