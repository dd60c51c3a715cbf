/**
 * Entrance animations of spec section 9: 17 of them, fade-in by default. The reference list had
 * two attention seekers (pulse, rubberBand), a duplicate (rotateInDownLeft) and a name that no
 * longer exists (lightSpeedIn); here every entry is a distinct entrance defined in
 * app/styles/animations.css.
 */
export const ANIMATIONS = [
  "fadeIn",
  "fadeInLeft",
  "fadeInRight",
  "fadeInDown",
  "fadeInUp",
  "bounceIn",
  "bounceInLeft",
  "bounceInUp",
  "flipInX",
  "flipInY",
  "lightSpeedInLeft",
  "lightSpeedInRight",
  "rotateInDownLeft",
  "rollIn",
  "zoomIn",
  "zoomInDown",
  "slideInLeft",
] as const;

export type AnimationName = (typeof ANIMATIONS)[number];

export const DEFAULT_ANIMATION: AnimationName = "fadeIn";

/** The class names an animated element gets (animate.css naming). */
export function animationClasses(name: AnimationName): string[] {
  return ["animate__animated", `animate__${name}`];
}

/** A uniformly random entry (the reference could pick index 17, past the end). */
export function pickAnimation(random: () => number = Math.random): AnimationName {
  const index = Math.min(ANIMATIONS.length - 1, Math.floor(random() * ANIMATIONS.length));
  return ANIMATIONS[index] ?? DEFAULT_ANIMATION;
}

/** Animations run only when enabled in the site settings and never under reduced motion. */
export function shouldAnimate(enabled: boolean, prefersReducedMotion: boolean): boolean {
  return enabled && !prefersReducedMotion;
}
