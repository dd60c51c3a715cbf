/**
 * One frame after a client-side navigation the new page's <title> and heading are in the
 * document: focus goes to its main heading (as a full page load would put a screen reader at
 * the start) and its title is what the route announcer says. Loaded on the first navigation.
 */
export function focusNewPage(): Promise<string> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const heading = document.querySelector<HTMLElement>("main h1") ?? document.querySelector<HTMLElement>("h1");
      if (heading) {
        if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      }
      resolve(document.title);
    }),
  );
}
