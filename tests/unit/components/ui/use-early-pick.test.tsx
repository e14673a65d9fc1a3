// @vitest-environment jsdom
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { earlyPickScript } from "@/components/inline-scripts/early-pick";
import { IconRail } from "@/components/layout/icon-rail";
import { MenuButton } from "@/components/layout/menu-button";
import { Tabs } from "@/components/ui/tabs";

const tabItems = [
  { id: "trailers", label: "Trailers", panel: <p>Trailer text</p> },
  { id: "motorcycles", label: "Motorcycles", panel: <p>Motorcycle text</p> },
  { id: "boats", label: "Boats", panel: <p>Boat text</p> },
];
const navItems = [
  { label: "Home", href: "/", icon: "home" as const },
  {
    label: "Services",
    href: "/services",
    icon: "services" as const,
    children: [{ label: "RV", href: "/services/rv" }],
  },
];

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());
// The page's <head> ran the recorder before any widget was parsed.
beforeAll(() => new Function(earlyPickScript)());

/** The widget as the browser first has it: the server's HTML under the head's recorder, and no React yet. */
function serverRendered(element: ReactElement) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(element);
  document.body.append(container);
  let root: Root | undefined;
  cleanup = () => {
    act(() => root?.unmount());
    container.remove();
  };
  return {
    container,
    hydrate: () => act(() => void (root = hydrateRoot(container, element))),
  };
}

describe("a tap before hydration", () => {
  it("selects the tab tapped last once the tabs are live, and nothing changes before", async () => {
    const { container, hydrate } = serverRendered(<Tabs label="Vehicles" items={tabItems} defaultId="trailers" />);
    within(container).getByRole("tab", { name: "Boats" }).click();
    within(container).getByRole("tab", { name: "Motorcycles" }).click();
    expect(within(container).getByRole("tab", { name: "Trailers" })).toHaveAttribute("aria-selected", "true");
    hydrate();
    expect(screen.getByRole("tab", { name: "Motorcycles" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByText("Motorcycle text")).toBeVisible();
    expect(screen.queryByText("Trailer text")).toBeNull();
  });

  it("leaves the server's choice alone when nothing was tapped, and hands later taps to the tabs", async () => {
    const { container, hydrate } = serverRendered(<Tabs label="Vehicles" items={tabItems} defaultId="trailers" />);
    hydrate();
    expect(screen.getByRole("tab", { name: "Trailers" })).toHaveAttribute("aria-selected", "true");
    // Live now: the head's recorder notes nothing more on it.
    expect(container.querySelector("[data-early-pick]")).toHaveProperty("__earlyPick", false);
    await userEvent.click(screen.getByRole("tab", { name: "Boats" }));
    expect(screen.getByRole("tab", { name: "Boats" })).toHaveAttribute("aria-selected", "true");
  });

  it("opens the rail flyout of the item clicked, whose code loads then", async () => {
    const { container, hydrate } = serverRendered(<IconRail items={navItems} icons={{}} />);
    within(container).getByRole("button", { name: "Services" }).click();
    hydrate();
    expect(screen.getByRole("button", { name: "Services" })).toHaveAttribute("aria-expanded", "true");
    expect(await screen.findByRole("link", { name: "RV" })).toBeInTheDocument();
  });

  it("opens the phone drawer, whose code loads then, when the menu button was tapped", async () => {
    // jsdom has <dialog> without showModal: the stand-in opens it as the browser would.
    const showModal = vi.fn(function (this: HTMLDialogElement) {
      this.setAttribute("open", "");
    });
    Object.defineProperty(HTMLDialogElement.prototype, "showModal", { configurable: true, value: showModal });
    onTestFinished(() => void Reflect.deleteProperty(HTMLDialogElement.prototype, "showModal"));
    // A phone's width: the drawer closes itself on a wider window.
    const width = window.innerWidth;
    window.innerWidth = 390;
    onTestFinished(() => void (window.innerWidth = width));
    const { container, hydrate } = serverRendered(
      <MenuButton items={navItems} icon={<span>Menu</span>} footer={<p>Call us</p>} />,
    );
    within(container).getByRole("button", { name: "Open menu" }).click();
    hydrate();
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "true");
    expect(await screen.findByRole("dialog", { name: "Menu" })).toBeInTheDocument();
    expect(showModal).toHaveBeenCalledOnce();
    expect(screen.getByText("Call us")).toBeInTheDocument();
  });
});
