import { useEffect } from "react";
import { useNavigation } from "react-router";

type Progress = typeof import("nprogress");

// The bar is needed only once a visitor navigates: its code loads then, not with the page.
let progress: Promise<Progress> | undefined;
function loadProgress(): Promise<Progress> {
  return (progress ??= import("nprogress").then(({ default: NProgress }) => {
    // The default template gives the bar role="bar", which is no ARIA role: the bar is decoration.
    NProgress.configure({
      showSpinner: false,
      trickleSpeed: 150,
      template: '<div class="bar"><div class="peg"></div></div>',
      barSelector: ".bar",
    });
    return NProgress;
  }));
}

/** The 2 px top progress bar (no spinner) that runs while a navigation is pending. */
export function NavigationProgress() {
  const { state } = useNavigation();
  useEffect(() => {
    if (state !== "idle") void loadProgress().then((NProgress) => NProgress.start());
    else if (progress) void progress.then((NProgress) => NProgress.done());
  }, [state]);
  return null;
}
