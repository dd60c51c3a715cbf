import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { loginWithPassword, oidcAuthorizeUrl } from "../../lib/auth/api.ts";
import { safeRedirect } from "../../lib/auth/redirect.ts";
import { fill } from "../../lib/fill.ts";
import { useSite } from "../../lib/use-site.ts";
import { userStore } from "../../stores/user-store.ts";
import { Field, Form, verbatim } from "../form/field.tsx";
import { useForm } from "../form/use-form.ts";
import { AppLink } from "../ui/app-link.tsx";
import { useAuthText } from "./auth-shell.tsx";
import { CaptchaField, captchaRule, useCaptcha } from "./captcha.tsx";
import { useFinishLogin } from "./use-finish-login.ts";

// Most visitors sign in with a password: the code tab loads when it is chosen (or hovered).
const loadCodeLoginForm = () => import("./code-login-form.tsx");
const CodeLoginForm = lazy(loadCodeLoginForm);
const authContract = () => import("../../../common/contracts/auth.ts");

type Mode = "password" | "code";
const MODES: readonly Mode[] = ["password", "code"];

function PasswordForm({ redirect, initialUsername }: { redirect: string; initialUsername: string }) {
  const text = useAuthText();
  const captcha = useCaptcha();
  const finish = useFinishLogin(redirect);
  const form = useForm({
    initial: { username: initialUsername, password: "", code: "" },
    schema: () => authContract().then((module) => module.passwordLoginBody),
    toBody: ({ username, password }) => ({ username, password }),
    rules: { code: captchaRule(captcha) },
    checkEmptyOnBlur: false,
  });

  const submit = (event: React.FormEvent) =>
    form.submit(
      event,
      async ({ username, password, code }) => {
        const answer = captcha.enabled ? { code: code.trim(), uuid: captcha.uuid } : {};
        await loginWithPassword({ username: username.trim(), password, ...answer });
        await finish(username);
      },
      {
        onFail: ({ data }) => {
          // Captcha answers are single use; failed attempts may also start requiring one.
          if (captcha.enabled || data.captchaRequired) {
            form.setValue("code", "");
            void captcha.load();
          }
        },
      },
    );

  return (
    <Form className="auth-form" name="password-login" error={form.formError} onSubmit={submit}>
      <Field
        {...form.field("username")}
        label={text.login.account}
        hint={text.login.accountHint}
        autoComplete="username"
        {...verbatim}
        required
      />
      <Field {...form.field("password")} label={text.common.password} type="password" autoComplete="current-password" revealable required />
      <CaptchaField captcha={captcha} field={form.field("code")} onRefresh={() => form.setValue("code", "")} />
      <button type="submit" className="button button-primary auth-submit" disabled={form.pending}>
        {form.pending ? text.login.submitting : text.login.submit}
      </button>
    </Form>
  );
}

/** /login: password or e-mail/SMS code sign-in, third-party sign-in, links to register and reset. */
export function LoginForm() {
  const text = useAuthText();
  const { site, localize } = useSite();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const rawRedirect = params.get("redirect");
  const redirect = safeRedirect(rawRedirect, localize("/index"));
  const carry = rawRedirect ? `?redirect=${encodeURIComponent(redirect)}` : "";
  const [mode, setMode] = useState<Mode>("password");
  const tabsId = useId();
  const tabRefs = useRef<Record<Mode, HTMLButtonElement | null>>({ password: null, code: null });

  // A visitor who is already signed in goes straight on (as the reference's router guard does).
  useEffect(() => {
    const state = userStore.getState();
    if (!state.restored) state.restore();
    if (userStore.getState().isLogin) void navigate(redirect, { replace: true });
  }, [navigate, redirect]);

  const onTabKey = (event: React.KeyboardEvent) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    const next = step
      ? MODES[(MODES.indexOf(mode) + step + MODES.length) % MODES.length]
      : event.key === "Home"
        ? MODES[0]
        : event.key === "End"
          ? MODES.at(-1)
          : undefined;
    if (!next) return;
    event.preventDefault();
    setMode(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <>
      <div className="auth-tabs" role="tablist" aria-label={text.login.methods}>
        {MODES.map((option) => (
          <button
            key={option}
            ref={(element) => void (tabRefs.current[option] = element)}
            type="button"
            role="tab"
            className="auth-tab"
            id={`${tabsId}-${option}-tab`}
            aria-selected={mode === option}
            aria-controls={`${tabsId}-${option}-panel`}
            tabIndex={mode === option ? 0 : -1}
            onClick={() => setMode(option)}
            onKeyDown={onTabKey}
            onPointerEnter={option === "code" ? () => void loadCodeLoginForm() : undefined}
            data-mode={option}
          >
            {option === "password" ? text.login.passwordTab : text.login.codeTab}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${tabsId}-${mode}-panel`} aria-labelledby={`${tabsId}-${mode}-tab`}>
        {mode === "password" ? (
          <PasswordForm redirect={redirect} initialUsername={params.get("username") ?? ""} />
        ) : (
          <Suspense fallback={<p className="auth-lead">{text.common.loading}</p>}>
            <CodeLoginForm redirect={redirect} />
          </Suspense>
        )}
      </div>
      {site.thirdPartySignIn ? (
        <>
          <p className="auth-divider">{text.login.or}</p>
          <button
            type="button"
            className="button button-outline auth-third-party"
            data-third-party=""
            onClick={() => window.location.assign(oidcAuthorizeUrl(redirect))}
          >
            {fill(text.login.thirdParty, { provider: site.thirdPartySignIn })}
          </button>
        </>
      ) : null}
      <p className="auth-links">
        <AppLink to={`/forget${carry}`}>{text.login.forgot}</AppLink>
        <span>
          {text.login.noAccount} <AppLink to={`/register${carry}`}>{text.login.register}</AppLink>
        </span>
      </p>
    </>
  );
}
