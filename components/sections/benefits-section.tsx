import { benefitsFor, claimStats } from "@/lib/config/copy";
import { siteConfig } from "@/lib/config/site";
import { getBrokerFacts, supportHoursText } from "@/lib/facts";

/**
 * Why us: the promises and the claims (#shiplux on the home page, #benefits on landings); their words are in
 * lib/config/section-copy.
 */
export function BenefitsSection({ id = "shiplux" }: { id?: string }) {
  const facts = getBrokerFacts();
  const benefits = benefitsFor({ claims: facts.claims, hours: supportHoursText(facts) });
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="bg-surface-2 px-6 py-16 below-fold">
      <div className="mx-auto max-w-6xl">
        <h2 id={`${id}-title`} className="text-3xl font-extrabold">
          Why {siteConfig.name}
        </h2>
        <dl className="mt-8 grid grid-cols-2 gap-6 sm:grid-cols-5">
          {claimStats.map((s) => (
            <div key={s.label}>
              <dt className="text-sm text-muted">{s.label}</dt>
              <dd className="text-3xl font-extrabold">{s.value}</dd>
            </div>
          ))}
        </dl>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.map((b) => (
            <li key={b.title} className="rounded-2xl bg-surface p-5">
              <h3 className="font-bold">{b.title}</h3>
              <p className="mt-2 text-sm text-muted">{b.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
