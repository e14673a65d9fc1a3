import type { QuoteFormProps } from "../form/quote-form";
import { QuoteFormSkeleton } from "./quote-form-skeleton";
import { QuoteIsland } from "./quote-island";

/**
 * The quote form as pages place it: the island (quote-island.tsx) around the skeleton of step 1, which is
 * rendered here, on the server, so its markup is HTML and none of it is in the page's script.
 */
export function QuoteFormIsland(props: QuoteFormProps) {
  return <QuoteIsland {...props} skeleton={<QuoteFormSkeleton variant={props.variant} title={props.title} />} />;
}
