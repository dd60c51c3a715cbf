import { useCallback, useEffect, useRef, useState } from "react";
import { getCaptcha } from "../../lib/auth/api.ts";
import { useSite } from "../../lib/use-site.ts";
import { useAuthText } from "./auth-shell.tsx";
import { Field, verbatim } from "../form/field.tsx";

export interface CaptchaState {
  enabled: boolean;
  uuid: string;
  img: string;
  loading: boolean;
}

/**
 * The image captcha of GET /auth/code. `load()` asks the server whether one is needed (it is when
 * configured, or after failed attempts from this client) and fetches a new image if so.
 */
export function useCaptcha({ loadOnMount = true } = {}) {
  const { site } = useSite();
  // When the site says the captcha is always on, its field is there from the first paint, so the
  // form does not move when the image arrives.
  const expected = site.captchaEnabled;
  const [state, setState] = useState<CaptchaState>({ enabled: expected, uuid: "", img: "", loading: loadOnMount });
  const latest = useRef(0);

  const fetchCaptcha = useCallback(() => {
    const call = ++latest.current;
    return getCaptcha().then(
      ({ data }) => {
        if (call !== latest.current) return;
        // The reference treats a missing flag as "enabled".
        setState({ enabled: data.captchaEnabled !== false, uuid: data.uuid ?? "", img: data.img ?? "", loading: false });
      },
      () => {
        if (call === latest.current) setState((current) => ({ ...current, loading: false }));
      },
    );
  }, []);

  const load = useCallback(() => {
    setState((current) => ({ ...current, loading: true }));
    return fetchCaptcha();
  }, [fetchCaptcha]);

  useEffect(() => {
    if (loadOnMount) void fetchCaptcha();
  }, [fetchCaptcha, loadOnMount]);

  return { ...state, load };
}

interface CaptchaFieldProps {
  captcha: ReturnType<typeof useCaptcha>;
  field: {
    id: string;
    name: string;
    value: string;
    error?: string | undefined;
    onChange: React.ChangeEventHandler<HTMLInputElement>;
    onBlur: React.FocusEventHandler<HTMLInputElement>;
  };
  onRefresh?: () => void;
}

/** The form rule of the captcha's answer: required while the captcha is shown. */
export function captchaRule(captcha: { enabled: boolean }) {
  return (value: string) => (captcha.enabled && !value.trim() ? ("captchaRequired" as const) : null);
}

/** The captcha input with its image; clicking the image fetches a new one. */
export function CaptchaField({ captcha, field, onRefresh }: CaptchaFieldProps) {
  const text = useAuthText();
  if (!captcha.enabled) return null;
  const refresh = () => {
    onRefresh?.();
    void captcha.load();
  };
  return (
    <Field
      {...field}
      label={text.common.captcha}
      required
      autoComplete="off"
      {...verbatim}
      maxLength={8}
      addon={
        <button type="button" className="captcha-image" onClick={refresh} aria-label={text.common.captchaRefresh} data-captcha-image="">
          {captcha.img ? (
            <img src={`data:image/png;base64,${captcha.img}`} alt={text.common.captchaImage} width={124} height={44} />
          ) : (
            <span>{text.common.captchaLoading}</span>
          )}
        </button>
      }
    />
  );
}
