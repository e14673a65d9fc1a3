import { graphql } from "./generated";

/** Three levels are enough for region > country > state or port. */
export const LOCATIONS_QUERY = graphql(`
  query Locations {
    locations {
      ...LocationFields
      children { ...LocationFields children { ...LocationFields } }
    }
  }
`);

export const FAQ_QUERY = graphql(`
  query Faq {
    faq { id title items { id question answerHtml } }
  }
`);

export const REVIEWS_QUERY = graphql(`
  query Reviews {
    reviews { note items { id name stars text date source { name url } example } }
  }
`);

export const PRESS_QUERY = graphql(`
  query Press {
    pressOutlets { name logo url example }
  }
`);

export const TRANSPORT_TYPES_QUERY = graphql(`
  query TransportTypes {
    transportTypes { slug title price image paragraphs tags }
  }
`);
