/** Marks an anchor `ClientNavigation` may follow without a page load (rendered by `Link`). */
export const CLIENT_NAVIGATION_ATTRIBUTE = "data-nav";
