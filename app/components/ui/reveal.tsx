import { useEffect, useRef } from "react";
import { animationClasses, DEFAULT_ANIMATION, shouldAnimate, type AnimationName } from "../../../common/animations.ts";
import { useSite } from "../../lib/use-site.ts";
import { useSettingsStore } from "../../stores/stores.ts";

interface RevealProps {
  animation?: AnimationName | undefined;
  className?: string;
  children: React.ReactNode;
}

/**
 * A block that plays an entrance animation when it scrolls into view, if animations are enabled
 * (site settings: the visitor's store or the operator's configuration) and the visitor does not
 * prefer reduced motion. The server always renders the content visible; the effect hides it only
 * once it knows it will animate it.
 */
export function Reveal({ animation = DEFAULT_ANIMATION, className, children }: RevealProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { site } = useSite();
  const enabled = useSettingsStore((state) => state.animationEnable) || site.animationEnable;
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    if (!shouldAnimate(enabled, window.matchMedia("(prefers-reduced-motion: reduce)").matches)) return;
    const classes = animationClasses(animation);
    element.dataset.reveal = "pending";
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        element.dataset.reveal = "shown";
        element.classList.add(...classes);
      },
      { rootMargin: "0px 0px -8% 0px" },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      element.classList.remove(...classes);
      delete element.dataset.reveal;
    };
  }, [enabled, animation]);
  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}
