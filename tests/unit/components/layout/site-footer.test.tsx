// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SiteFooter } from "@/components/layout/site-footer";
import { siteConfig } from "@/lib/config/site";

describe("SiteFooter", () => {
  it("shows the current year, the FMCSA placeholder and the footer links", () => {
    render(<SiteFooter />);
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} ${siteConfig.name}`))).toBeInTheDocument();
    expect(screen.getByText(/MC pending registration number/)).toBeInTheDocument();
    for (const name of ["Privacy policy", "Terms", "Blog", "Contact us", "Reviews", "Why us", "Support"]) {
      expect(screen.getAllByRole("link", { name }).length).toBeGreaterThan(0);
    }
    expect(screen.getByRole("link", { name: siteConfig.emails.info })).toHaveAttribute(
      "href",
      `mailto:${siteConfig.emails.info}`,
    );
    expect(screen.getByRole("link", { name: siteConfig.emails.sales })).toHaveAttribute(
      "href",
      `mailto:${siteConfig.emails.sales}`,
    );
    expect(screen.getByRole("link", { name: "Facebook" })).toHaveAttribute("rel", "noopener noreferrer");
  });
});
