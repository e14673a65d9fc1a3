import type { Clause } from "@/lib/orders";

/** Headed clauses as the order, the disclosure and the PDF write them: one list, the same words everywhere. */
export function ClauseList({ clauses, headingLevel = 3 }: { clauses: Clause[]; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <div className="space-y-4">
      {clauses.map((clause) => (
        <section key={clause.heading}>
          <Heading className="font-semibold">{clause.heading}</Heading>
          {clause.lines.map((line) => (
            <p key={line} className="mt-1 text-sm">
              {line}
            </p>
          ))}
        </section>
      ))}
    </div>
  );
}
