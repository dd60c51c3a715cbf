import type { AccountMessages } from "../../i18n/account-zh-cn.ts";
import type { UserInfo } from "../../stores/user-store.ts";
import { DeleteSection } from "./delete-section.tsx";
import { DetailsSection } from "./details-section.tsx";
import { PasswordSection } from "./password-section.tsx";
import { SessionsSection } from "./sessions-section.tsx";

/** The account page's sections, loaded apart from the page (see account-page.tsx). */
export default function AccountSections({ text, user, onDeleted }: { text: AccountMessages; user: UserInfo; onDeleted(): void }) {
  return (
    <div className="account-sections">
      <DetailsSection text={text} user={user} />
      <PasswordSection text={text} />
      <SessionsSection text={text} />
      <DeleteSection text={text} onDeleted={onDeleted} />
    </div>
  );
}
