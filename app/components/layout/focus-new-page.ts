/**
 * One frame after a client-side navigation the new page's <title> and heading are in the
 * document: focus goes to its main heading (as a full page load would put a screen reader at
 * the start) and its title is what the route announcer says. Loaded on the first navigation.
 *
 * If focus has moved since the page was shown (`focusedOnArrival`: the link pressed, or the body),
 * the visitor got there first, opening a menu or tabbing on while this module loaded: focus stays
 * theirs. Taking it would close the menu they opened (a disclosure closes when focus leaves it).
 */
export function focusNewPage(focusedOnArrival: Element | null): Promise<string> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const focused = document.activeElement;
      const visitorMovedFocus = focused !== focusedOnArrival && focused !== document.body && focused !== null;
      const heading = document.querySelector<HTMLElement>("main h1") ?? document.querySelector<HTMLElement>("h1");
      if (heading && !visitorMovedFocus) {
        if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      }
      resolve(document.title);
    }),
  );
}
