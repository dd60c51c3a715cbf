import { useEffect, useState } from "react";
import { fill } from "../../lib/fill.ts";
import { useAuthText } from "./auth-shell.tsx";
import { FormField } from "./form-field.tsx";

const DEFAULT_COOLDOWN_SECONDS = 60;

/**
 * "Send code" with the server's cooldown (60 s): `send` resolves with the cooldown in seconds
 * when a code went out, or null when it did not.
 */
export function SendCodeButton({
  send,
  label,
  ...rest
}: { send: () => Promise<number | null>; label?: string } & Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, "onClick" | "type">) {
  const text = useAuthText();
  const [pending, setPending] = useState(false);
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(0);
  const remaining = Math.max(0, Math.ceil((until - now) / 1000));

  useEffect(() => {
    if (until === 0) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) {
        clearInterval(timer);
        setUntil(0);
      }
    }, 250);
    return () => clearInterval(timer);
  }, [until]);

  const onClick = async () => {
    setPending(true);
    try {
      const cooldown = await send();
      if (cooldown !== null) {
        const start = Date.now();
        setNow(start);
        setUntil(start + (cooldown > 0 ? cooldown : DEFAULT_COOLDOWN_SECONDS) * 1000);
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <button
      type="button"
      className="auth-side-button"
      disabled={pending || remaining > 0}
      onClick={() => void onClick()}
      data-send-code=""
      {...rest}
    >
      {pending
        ? text.common.sendingCode
        : remaining > 0
          ? fill(text.common.resendIn, { seconds: remaining })
          : (label ?? text.common.sendCode)}
    </button>
  );
}

/** The six-digit e-mail or SMS code input with the button that sends the code. */
export function CodeField({
  send,
  ...field
}: Omit<React.ComponentProps<typeof FormField>, "addon"> & { send: () => Promise<number | null> }) {
  return (
    <FormField {...field} inputMode="numeric" autoComplete="one-time-code" maxLength={6} required addon={<SendCodeButton send={send} />} />
  );
}
