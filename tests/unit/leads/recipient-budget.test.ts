import { mailboxOf } from "@/lib/leads/recipient-budget";

describe("mailboxOf", () => {
  it("counts every spelling that reaches one mailbox as that mailbox", () => {
    expect(mailboxOf(" A.Lice+Quote@GoogleMail.com ")).toEqual({ mailbox: "alice@gmail.com", domain: "gmail.com" });
    expect(mailboxOf("al.ice@gmail.com").mailbox).toBe("alice@gmail.com");
    expect(mailboxOf("Bob+1@Example.COM")).toEqual({ mailbox: "bob@example.com", domain: "example.com" });
  });

  it("keeps the dots where a provider tells them apart", () => {
    expect(mailboxOf("bo.b@example.com").mailbox).toBe("bo.b@example.com");
  });
});
