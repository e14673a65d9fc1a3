/** The three-step process, shared by the home page and the landing pages. */
const steps = [
  {
    title: "Get a quote",
    text: "Route, date and vehicle: you see an estimated price range before you give us a phone number.",
  },
  {
    title: "Add details and pick a pickup window",
    text: "Confirm the addresses and choose a window that suits you. We match the order to a vetted carrier.",
  },
  {
    title: "Hand over the keys",
    text: "The driver inspects the vehicle with you, loads it and keeps you posted until delivery.",
  },
];

export function ProcessSection({ id = "ourprocess", title = "How it works" }: { id?: string; title?: string }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="below-fold mx-auto max-w-6xl px-6 py-16">
      <h2 id={`${id}-title`} className="text-3xl font-extrabold">
        {title}
      </h2>
      <ol className="mt-8 grid gap-6 md:grid-cols-3">
        {steps.map((step, index) => (
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
