import { useSite } from "../lib/use-site.ts";
import { AppLink } from "../components/ui/app-link.tsx";
import { pageMeta } from "../lib/page-meta.ts";

export const meta = pageMeta;

export default function Unauthorized() {
  const { messages } = useSite();
  return (
    <section className="page-hero status-page">
      <div className="container">
        <p className="status-code" aria-hidden="true">
          401
        </p>
        <h1>{messages.page.unauthorizedTitle}</h1>
        <p className="page-hero-lead">{messages.page.unauthorizedBody}</p>
        <div className="button-row">
          <AppLink to="/login" className="button button-primary">
            {messages.page.goToLogin}
          </AppLink>
          <AppLink to="/index" className="button button-outline">
            {messages.page.backHome}
          </AppLink>
        </div>
      </div>
    </section>
  );
}
