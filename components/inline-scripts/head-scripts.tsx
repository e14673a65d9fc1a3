import { arrivalCaptureScript } from "./arrival-capture";
import { disclosureScript } from "./disclosure";
import { earlyPickScript } from "./early-pick";
import { InlineScript } from "./inline-script";
import { privacySignalScript } from "./privacy-signal";
import { scrolledScript } from "./scrolled";
import { themeScript } from "./theme";

/**
 * The scripts every page runs in `<head>`, before the body is parsed, each a listener or a setting for the whole
 * document: the theme before the first paint, the sticky bars' scrolled mark, the exclusive disclosures kept in
 * view, the early taps on widgets, the visit's attribution, and a GPC signal kept as the opt-out cookie. Each
 * its own element, so one that fails leaves the others running; all are the same on every page, so the CSP lists
 * them once as shared (docs/security.md).
 */
export function HeadScripts() {
  return (
    <>
      <InlineScript source={themeScript} />
      <InlineScript source={scrolledScript} />
      <InlineScript source={disclosureScript} />
      <InlineScript source={earlyPickScript} />
      <InlineScript source={arrivalCaptureScript} />
      <InlineScript source={privacySignalScript} />
    </>
  );
}
