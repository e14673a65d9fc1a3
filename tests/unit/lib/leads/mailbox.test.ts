import { mailboxOf } from "@/lib/leads/mailbox";

describe("the mailbox an address reaches", () => {
  it("folds Gmail's dots, tags and its second domain into one mailbox", () => {
    expect(mailboxOf(" A.Lice+Quote@GoogleMail.com ")).toBe("alice@gmail.com");
    expect(mailboxOf("al.ice@gmail.com")).toBe("alice@gmail.com");
  });

  it("folds Proton's four domains and the . - _ it ignores", () => {
    for (const address of ["a.li-ce_@proton.me", "alice@protonmail.com", "Al_ice+x@protonmail.ch", "alice@pm.me"])
      expect(mailboxOf(address)).toBe("alice@proton.me");
  });

  it("counts icloud.com, me.com and mac.com as one", () => {
    expect(mailboxOf("bob@me.com")).toBe("bob@icloud.com");
    expect(mailboxOf("bob+x@mac.com")).toBe("bob@icloud.com");
    // Apple does not ignore dots.
    expect(mailboxOf("b.ob@icloud.com")).toBe("b.ob@icloud.com");
  });

  it("reads Fastmail's subdomain addressing as the subdomain's user", () => {
    expect(mailboxOf("anything@carol.fastmail.com")).toBe("carol@fastmail.com");
    expect(mailboxOf("carol+shop@fastmail.fm")).toBe("carol@fastmail.com");
  });

  it("cuts a tag at the provider's own delimiter only", () => {
    expect(mailboxOf("dave-shop@yahoo.com")).toBe("dave@yahoo.com");
    expect(mailboxOf("dave-shop@example.com")).toBe("dave-shop@example.com");
    expect(mailboxOf("Bob+1@Example.COM")).toBe("bob@example.com");
    expect(mailboxOf("bo.b@example.com")).toBe("bo.b@example.com");
  });

  it("keeps providers that are separate mailboxes apart", () => {
    expect(mailboxOf("eve@outlook.com")).not.toBe(mailboxOf("eve@hotmail.com"));
    expect(mailboxOf("eve@sub.example.com")).toBe("eve@sub.example.com");
  });
});
