/** The first stop of the keyboard on every document: hidden until focused, it jumps to the page's <main>. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 min-h-6 min-w-6 rounded bg-brand px-4 py-2 text-brand-fg focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:inline-flex focus:min-h-11 focus:items-center"
    >
      Skip to content
    </a>
  );
}
