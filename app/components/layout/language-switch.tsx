import { LANGUAGES, type Language } from "../../../common/constants.ts";
import { stripLanguagePrefix } from "../../../common/language.ts";
import { useSite } from "../../lib/use-site.ts";
import { appStore } from "../../stores/stores.ts";
import { ChevronDownIcon, GlobeIcon } from "../ui/icons.tsx";
import { useDisclosure } from "../ui/use-disclosure.ts";

/**
 * CN / EN switch: the current language is disabled; choosing the other saves it (a cookie the
 * server reads) and reloads. On /en pages, Chinese means leaving the prefix.
 */
export function LanguageSwitch() {
  const { language, englishPrefix, messages } = useSite();
  const { open, rootProps, buttonProps, panelProps } = useDisclosure();

  const choose = (next: Language) => {
    appStore.getState().changeLanguage(next);
    if (englishPrefix && next === "zh_CN") {
      window.location.assign(stripLanguagePrefix(window.location.pathname) + window.location.search);
    } else {
      window.location.reload();
    }
  };

  // The accessible name starts with the visible code "CN"/"EN" (WCAG 2.5.3, label in name).
  return (
    <div className="language-switch" data-open={open} {...rootProps}>
      <button
        className="nav-button"
        aria-label={`${messages.language[language]} · ${messages.language.switchTo} (${messages.language.current}: ${messages.language[`${language}Name`]})`}
        {...buttonProps}
      >
        <GlobeIcon size={18} />
        <span>{messages.language[language]}</span>
        <ChevronDownIcon size={14} />
      </button>
      <ul className="dropdown-panel language-panel" {...panelProps}>
        {LANGUAGES.map((option) => (
          <li key={option}>
            <button
              type="button"
              className="dropdown-item"
              lang={option === "zh_CN" ? "zh-CN" : "en"}
              disabled={option === language}
              aria-current={option === language ? "true" : undefined}
              data-language={option}
              onClick={() => choose(option)}
            >
              <span className="language-code">{messages.language[option]}</span>
              <span>{messages.language[`${option}Name`]}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
