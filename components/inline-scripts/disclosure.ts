/**
 * Runs in <head>, for every DisclosureList (components/ui/disclosure-list.tsx): when a visitor opens an item of an exclusive
 * group (`<details name>`), the browser closes the open one, and when that one sat above, its answer folds
 * away under the visitor's hand and the item just opened ends above the screen (on /shipping-locations, opening
 * Asia below an open North America left its heading 272 px out of view). After the item opens, its summary is
 * scrolled back into view, by as little as needed (`block: "nearest"`, under the sticky bars through the root's
 * scroll-padding-top). Only a visitor's click or key on a summary counts: a details element the HTML opens,
 * or a link or in-page search opens, fires the same toggle event and must not move the page. Globals: document.
 */
export const disclosureScript = `(function(){document.addEventListener("click",function(e){var s=e.target&&e.target.closest?e.target.closest("details[name]>summary"):null;if(!s)return;var d=s.parentElement;if(d.open)return;d.addEventListener("toggle",function(){if(d.open)s.scrollIntoView({block:"nearest"})},{once:true})})})();`;
