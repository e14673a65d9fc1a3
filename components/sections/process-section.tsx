import { processSteps } from "@/lib/config/copy";

/** The three-step process, shared by the home page and the landing pages. */
export function ProcessSection({ id = "ourprocess", title = "How it works" }: { id?: string; title?: string }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="mx-auto max-w-6xl px-6 py-16 below-fold">
      <h2 id={`${id}-title`} className="text-3xl font-extrabold">
        {title}
      </h2>
      <ol className="mt-8 grid gap-6 md:grid-cols-3">
        {processSteps.map((step, index) => (
          <li key={step.title} className="rounded-2xl border border-line p-6">
            <span className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand font-bold text-brand-fg">
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-bold">{step.title}</h3>
            <p className="mt-2 text-muted">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
