import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * A show/hide widget following the WAI-ARIA disclosure pattern (the pattern recommended for site
 * navigation menus): a button with aria-expanded controlling a panel. Escape closes it and
 * returns focus to the button; a click outside or focus leaving closes it; so does navigation.
 * With `openOnHover`, a mouse pointer resting on the widget opens it too, and a click on a panel
 * that hovering opened keeps it open instead of toggling it shut.
 */
export function useDisclosure({ openOnHover = false }: { openOnHover?: boolean } = {}) {
  // Remembering where the panel was opened closes it on navigation without an effect.
  const { pathname } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const setOpen = useCallback(
    (value: boolean | ((current: boolean) => boolean)) => {
      setOpenAt((current) => {
        const next = typeof value === "function" ? value(current === pathname) : value;
        return next ? pathname : null;
      });
    },
    [pathname],
  );
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const openedByHover = useRef(false);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      // Handled: a menu around this one (the phone menu) leaves its own Escape for the next press.
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    // In the capture phase: before the phone menu's own listener on the document, which was added
    // first (when the menu opened) and would otherwise close the whole menu on the same press.
    document.addEventListener("keydown", onKeyDown, { capture: true });
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown, { capture: true });
    };
  }, [open, setOpen]);

  const onBlur = useCallback(
    (event: React.FocusEvent) => {
      if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
    },
    [setOpen],
  );

  const hoverProps = openOnHover
    ? {
        onPointerEnter: (event: React.PointerEvent) => {
          if (event.pointerType !== "mouse" || open) return;
          openedByHover.current = true;
          setOpen(true);
        },
        onPointerLeave: (event: React.PointerEvent) => {
          if (event.pointerType !== "mouse" || !openedByHover.current) return;
          openedByHover.current = false;
          setOpen(false);
        },
      }
    : {};

  return {
    open,
    setOpen,
    rootProps: { ref: rootRef, onBlur, ...hoverProps },
    buttonProps: {
      ref: buttonRef,
      type: "button" as const,
      "aria-expanded": open,
      "aria-controls": panelId,
      onClick: () => {
        // The pointer opened it on the way to the click: the click means "keep it open". The ref,
        // not `open`, decides: the hover's render may not have happened before the click arrives.
        if (openedByHover.current) {
          openedByHover.current = false;
          setOpen(true);
          return;
        }
        openedByHover.current = false;
        setOpen((value) => !value);
      },
    },
    panelProps: { id: panelId, hidden: !open },
  };
}
