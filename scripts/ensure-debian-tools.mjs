// The signed-order tests verify the sealed PDF with independent readers: Debian's poppler-utils (pdfsig checks
// the PAdES signature with NSS, pdftotext reads the text). Finds them, or installs the package
// (lib/debian-package.mjs), the way ensure-chromium.mjs gets Chromium.
import { ensureDebianPackage } from "./lib/debian-package.mjs";

ensureDebianPackage({
  pkg: "poppler-utils",
  files: ["/usr/bin/pdfsig", "/usr/bin/pdftotext"],
  what: "pdfsig and pdftotext",
});
