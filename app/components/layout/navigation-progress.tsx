import NProgress from "nprogress";
import { useEffect } from "react";
import { useNavigation } from "react-router";

NProgress.configure({ showSpinner: false, trickleSpeed: 150 });

/** The 2 px top progress bar (no spinner) that runs while a navigation is pending. */
export function NavigationProgress() {
  const { state } = useNavigation();
  useEffect(() => {
    if (state === "idle") NProgress.done();
    else NProgress.start();
  }, [state]);
  return null;
}
